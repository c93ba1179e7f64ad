import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { StudioImage } from '@/components/studio/studio-image';
import { errorStatus, serverMessage } from '@/lib/session';
import type { ChecksTarget } from '@/lib/studio/api/get-checks';
import { changeInWords, conflictOf } from '@/lib/studio/post-conflict';
import { CHECKS_KEY, productionPreviewKey } from '@/lib/studio/query-keys';
import { useProduction } from '../api/get-production';
import { useProductionPreview } from '../api/get-production-preview';
import { useApproveProduction } from '../api/approve-production';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { PRODUCTION_STATUS_LABEL } from '../lib/production-status';
import type { ApproveConflict, Production, ProductionPreview } from '../types';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { ModalHeader } from '@/components/studio/modal-header';
import { ProductionStatusPill } from './productions-section';
import { usePublishGuard } from '@/components/studio/publish-guard';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

/**
 * What other studio features show inside the preview. The studio shell passes them in (a feature never
 * imports another): the post's pending AI changes to review, the publish checklist and the article with its
 * unsupported claims marked.
 */
export interface PreviewPanels {
  /** The post's pending proposals (`only` these ids, or all `except` them), each to take or drop (proposals). */
  Proposals: ComponentType<{ postId: number; only?: number[]; except?: number[]; heading: string; testId: string }>;
  /** Publish readiness of what goes live (trust). */
  Checklist: ComponentType<{ target: ChecksTarget; productionId: number | null; postId: number | null; onReviewProposals?: () => void }>;
  /** The article as it goes live, its unsupported claims marked (trust). */
  CheckedArticle: ComponentType<{ productionId: number; content: string }>;
}

/** What 'Schedule' asks for: a time, the publish guard, then the approve with that time (the calendar's schedule dialog). */
export interface ApprovalSchedule {
  title: string;
  current: null;
  checks: ChecksTarget;
  confirmLabel: string;
  schedule: (at: Date) => Promise<unknown>;
}

export interface ProductionPreviewModalProps {
  /** The production to show (read whole, with what goes live, when the modal opens); null: closed. */
  productionId: number | null;
  onClose: () => void;
  onRequestChanges: (production: Production) => void;
  onChangeImage: (production: Production) => void;
  panels: PreviewPanels;
  /** Opens the schedule dialog for Approve & Schedule (issue 17); the studio shell hosts it. */
  onSchedule: (request: ApprovalSchedule) => void;
}

const STALE_APPROVAL_FALLBACK = 'The post changed since AI started. Review the changes, or confirm to replace them.';

/** An approval refused because what was previewed changed: what changed and who, said above the refreshed preview. */
interface ChangedSincePreview {
  message: string;
  conflict: ApproveConflict;
}

function PreviewChanged({ changed, onDismiss }: { changed: ChangedSincePreview; onDismiss: () => void }) {
  const changes = changed.conflict.changes.slice(-5);
  return (
    <Alert severity="warning" data-testid="preview-changed" onClose={onDismiss}>
      <AlertTitle>What you previewed changed, so nothing was published</AlertTitle>
      {changed.message}
      {changes.length ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {changes.map((change) => (
            <li key={`${change.at}-${change.reason}`}>{changeInWords(change)}</li>
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 1 }}>The preview below now shows what would go live. Check it, then approve again.</Box>
    </Alert>
  );
}

/** The cover as it goes live, with the alt text readers of screen readers and link previews get. */
function Cover({ preview, onChange }: { preview: ProductionPreview; onChange?: () => void }) {
  const { featuredImage, featuredImageAlt, title } = preview.post;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        {featuredImage ? (
          <StudioImage key={featuredImage} src={featuredImage} alt={featuredImageAlt || `Featured image for ${title}`} sx={{ aspectRatio: '1200 / 630' }} />
        ) : (
          <Box sx={{ aspectRatio: '1200 / 630', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>No featured image yet</Box>
        )}
        {onChange ? (
          <Button
            size="small"
            variant="contained"
            color="inherit"
            startIcon={<ImageIcon />}
            onClick={onChange}
            sx={{ position: 'absolute', right: 12, bottom: 12, bgcolor: 'background.paper', color: 'text.primary' }}
          >
            Change Featured Image
          </Button>
        ) : null}
      </Box>
      <Typography component="figcaption" variant="caption" color={featuredImageAlt ? 'text.secondary' : 'warning.main'} data-testid="preview-alt" sx={{ display: 'block', mt: 0.75 }}>
        {featuredImageAlt ? `Alt text: ${featuredImageAlt}` : 'No alt text: screen readers and link previews will not say what the image shows.'}
      </Typography>
    </Box>
  );
}

/**
 * 'Production Preview' (issue 27): exactly what Approve & Publish would put live (the post as stored with the
 * production's pending AI changes applied: its real title, cover, alt text and hand edits), the AI changes
 * to review, and the review actions. Approve and Schedule send the version of what is shown; a 409 refreshes
 * the preview and says what changed.
 */
export function ProductionPreviewModal({ productionId, onClose, onRequestChanges, onChangeImage, panels, onSchedule }: ProductionPreviewModalProps) {
  const fullScreen = useFullScreenDialog();
  const queryClient = useQueryClient();
  const approve = useApproveProduction();
  const publishGuard = usePublishGuard();
  const detail = useProduction(productionId);
  const production = productionId !== null && detail.data?.id === productionId ? detail.data : null;
  const written = Boolean(production && production.status !== 'queued' && production.status !== 'writing');
  const previewQuery = useProductionPreview(productionId, written);
  const preview = previewQuery.data?.productionId === productionId ? previewQuery.data : null;
  const reviewable = production?.status === 'ready_for_review' && preview !== null;
  const [tab, setTab] = useState<'live' | 'changes'>('live');
  const [staleApproval, setStaleApproval] = useState<string | null>(null);
  const [changed, setChanged] = useState<ChangedSincePreview | null>(null);
  const productionProposals = preview?.proposals.map((proposal) => proposal.id) ?? [];

  const close = () => {
    setChanged(null);
    setStaleApproval(null);
    setTab('live');
    onClose();
  };

  /** A 409 with the preview as it is now: show it, and say what changed and who. True when it was one. */
  const refreshedAfterConflict = (error: unknown): boolean => {
    const conflict = conflictOf<ApproveConflict>(error);
    if (!conflict?.preview || productionId === null) return false;
    queryClient.setQueryData(productionPreviewKey(productionId), conflict.preview);
    void queryClient.invalidateQueries({ queryKey: CHECKS_KEY });
    setChanged({ message: serverMessage(error) ?? 'The post changed since you opened the preview.', conflict });
    setTab('live');
    return true;
  };

  /** Approve & Schedule (issue 17), by the version shown: the approved article goes live at the chosen time. */
  const approveAndSchedule = () => {
    if (!production || !preview) return;
    const version = preview.version;
    onSchedule({
      title: preview.post.title,
      current: null,
      checks: { kind: 'production', id: production.id },
      confirmLabel: 'Approve & Schedule',
      schedule: async (publishAt) => {
        try {
          await approve.mutateAsync({ id: production.id, version, publishAt });
        } catch (error) {
          refreshedAfterConflict(error);
          throw error;
        }
        close();
      },
    });
  };

  const approveAndPublish = (version: string, confirmStale = false) => {
    if (!production) return;
    approve.mutate(
      { id: production.id, version, confirmStale },
      {
        onSuccess: () => {
          setStaleApproval(null);
          notifySuccess(TOAST_TEXT.approved);
          close();
        },
        onError: (error) => {
          setStaleApproval(null);
          if (refreshedAfterConflict(error)) return;
          // Approving would replace edits made since AI started: the server says which; the admin decides.
          if (!confirmStale && errorStatus(error) === 409) {
            setStaleApproval(serverMessage(error) ?? STALE_APPROVAL_FALLBACK);
            return;
          }
          notifyError(TOAST_TEXT.approveFailed);
        },
      },
    );
  };

  return (
    <Dialog open={productionId !== null} onClose={close} aria-labelledby="production-preview-title" fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper">
      <ModalHeader id="production-preview-title" onClose={close}>
        Production Preview
      </ModalHeader>
      <DialogContent dividers>
        {production ? (
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Status:
              </Typography>
              <ProductionStatusPill status={production.status} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }}>
                {production.feedback.length ? `${production.feedback.length} revision request${production.feedback.length === 1 ? '' : 's'}` : ''}
              </Typography>
            </Stack>
            {changed ? <PreviewChanged changed={changed} onDismiss={() => setChanged(null)} /> : null}
            {/* The post's real title once what goes live is read (never the AI's first title meanwhile). */}
            {preview || !written ? (
              <Typography variant="h4" component="h3" data-testid="production-title">
                {preview?.post.title ?? production.title}
              </Typography>
            ) : null}
            {production.error ? <Alert severity="warning">{production.error}</Alert> : null}
            {preview ? (
              <>
                <Cover preview={preview} onChange={written ? () => onChangeImage(production) : undefined} />
                <panels.Checklist
                  key={preview.version}
                  target={{ kind: 'production', id: production.id }}
                  productionId={production.id}
                  postId={production.postId}
                  onReviewProposals={() => setTab('changes')}
                />
                <Box>
                  <Tabs value={tab} onChange={(_event, value: 'live' | 'changes') => setTab(value)} aria-label="Preview views" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
                    <Tab value="live" label="What goes live" id="preview-tab-live" aria-controls="preview-panel-live" />
                    <Tab
                      value="changes"
                      label={`AI changes (${productionProposals.length + preview.otherPendingProposals})`}
                      id="preview-tab-changes"
                      aria-controls="preview-panel-changes"
                    />
                  </Tabs>
                  <Box role="tabpanel" id="preview-panel-live" aria-labelledby="preview-tab-live" hidden={tab !== 'live'} data-testid="preview-live">
                    {tab === 'live' ? <panels.CheckedArticle productionId={production.id} content={preview.post.content} /> : null}
                  </Box>
                  <Box role="tabpanel" id="preview-panel-changes" aria-labelledby="preview-tab-changes" hidden={tab !== 'changes'}>
                    {tab === 'changes' ? (
                      <Stack spacing={3}>
                        {productionProposals.length ? (
                          <panels.Proposals postId={production.postId} only={productionProposals} heading="In this approval" testId="approval-proposals" />
                        ) : (
                          <Typography color="text.secondary">Nothing from this production waits: what goes live is the post as it is.</Typography>
                        )}
                        {preview.otherPendingProposals ? (
                          <panels.Proposals postId={production.postId} except={productionProposals} heading="Not in this approval" testId="other-proposals" />
                        ) : null}
                      </Stack>
                    ) : null}
                  </Box>
                </Box>
              </>
            ) : written && previewQuery.isError ? (
              <Alert severity="error">What would go live could not be loaded. Close the preview and try again.</Alert>
            ) : written ? (
              <Typography color="text.secondary" role="status">
                Loading what goes live...
              </Typography>
            ) : (
              <Typography color="text.secondary">The article is {PRODUCTION_STATUS_LABEL[production.status].toLowerCase()}; its text appears here when it is written.</Typography>
            )}
          </Stack>
        ) : detail.isError ? (
          <Alert severity="error">The production could not be loaded. Close the preview and try again.</Alert>
        ) : (
          <Typography color="text.secondary" role="status">
            Loading the production...
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {reviewable && production && preview ? (
          <>
            <Button variant="outlined" startIcon={<RateReviewIcon />} onClick={() => onRequestChanges(production)}>
              Request Changes
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              onClick={() => {
                // The version of what is on screen now, whatever arrives while the checklist is read.
                const version = preview.version;
                void publishGuard.guard({ kind: 'production', id: production.id }, 'Approve & Publish anyway', () => approveAndPublish(version));
              }}
              disabled={approve.isPending || publishGuard.checking}
            >
              Approve &amp; Publish
            </Button>
            <Button variant="outlined" color="success" startIcon={<ScheduleIcon />} onClick={approveAndSchedule} disabled={approve.isPending || publishGuard.checking}>
              Schedule
            </Button>
          </>
        ) : null}
        <Button onClick={close}>Close Preview</Button>
      </DialogActions>
      {publishGuard.dialog}
      <ConfirmDialog
        open={staleApproval !== null}
        title="Replace your edits?"
        message={staleApproval ?? ''}
        confirmLabel="Replace my edits and publish"
        pending={approve.isPending}
        onConfirm={() => preview && approveAndPublish(preview.version, true)}
        onClose={() => setStaleApproval(null)}
      />
    </Dialog>
  );
}
