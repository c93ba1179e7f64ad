import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { ResilientImage } from '@/components/ui/resilient-image';
import { ArticleMarkdown } from '@/components/article/article-markdown';
import { errorStatus, serverMessage } from '@/lib/session';
import type { ChecksTarget } from '@/lib/studio/api/get-checks';
import { useProduction } from '../api/get-production';
import { useApproveProduction } from '../api/approve-production';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { PRODUCTION_STATUS_LABEL } from '../lib/production-status';
import type { Production, ProductionDetail } from '../types';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { ModalHeader } from '@/components/studio/modal-header';
import { ProductionStatusPill } from './productions-section';
import { usePublishGuard } from '@/components/studio/publish-guard';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

type ProposalView = NonNullable<ProductionDetail['proposal']>;

/**
 * What other studio features show inside the preview. The studio shell passes them in (a feature never
 * imports another): the proposal review, the publish checklist and the article with its unsupported claims marked.
 */
export interface PreviewPanels {
  /** A pending proposal's changes, to accept or reject (proposals). */
  ProposalReview: ComponentType<{ proposal: ProposalView }>;
  /** Publish readiness of the AI article (trust). */
  Checklist: ComponentType<{ target: ChecksTarget; productionId: number | null; postId: number | null }>;
  /** The article as written, its unsupported claims marked (trust). */
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
  /** The production to show (read whole, with its article and pending proposal, when the modal opens); null: closed. */
  productionId: number | null;
  onClose: () => void;
  onRequestChanges: (production: Production) => void;
  onChangeImage: (production: Production) => void;
  panels: PreviewPanels;
  /** Opens the schedule dialog for Approve & Schedule (issue 17); the studio shell hosts it. */
  onSchedule: (request: ApprovalSchedule) => void;
}

const STALE_APPROVAL_FALLBACK = 'The post changed since AI started. Review the changes, or confirm to replace them.';

/** A pending proposal: what would change ('Changes', the default) or the AI version as it will read. */
function ProposalPanel({ proposal, ProposalReview }: { proposal: ProposalView; ProposalReview: PreviewPanels['ProposalReview'] }) {
  const [tab, setTab] = useState<'changes' | 'article'>('changes');
  const text = proposal.changes.content;
  if (text === undefined) return <ProposalReview proposal={proposal} />;
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: 'changes' | 'article') => setTab(value)} aria-label="Proposal views" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="changes" label="Changes" id="proposal-tab-changes" aria-controls="proposal-panel-changes" />
        <Tab value="article" label="Read AI version" id="proposal-tab-article" aria-controls="proposal-panel-article" />
      </Tabs>
      <Box role="tabpanel" id="proposal-panel-changes" aria-labelledby="proposal-tab-changes" hidden={tab !== 'changes'}>
        <ProposalReview proposal={proposal} />
      </Box>
      <Box role="tabpanel" id="proposal-panel-article" aria-labelledby="proposal-tab-article" hidden={tab !== 'article'}>
        {tab === 'article' ? <ArticleMarkdown content={text} /> : null}
      </Box>
    </Box>
  );
}

/** 'Production Preview': the AI-written article as it will read, with the review actions. */
export function ProductionPreviewModal({ productionId, onClose, onRequestChanges, onChangeImage, panels, onSchedule }: ProductionPreviewModalProps) {
  const fullScreen = useFullScreenDialog();
  const approve = useApproveProduction();
  const publishGuard = usePublishGuard();
  // The lists carry no article: the modal reads the one production, with its pending proposal.
  const detail = useProduction(productionId);
  const production = productionId !== null && detail.data?.id === productionId ? detail.data : null;
  const proposal = production?.proposal ?? null;
  const reviewable = production?.status === 'ready_for_review';
  const [staleApproval, setStaleApproval] = useState<string | null>(null);

  /** Approve & Schedule (issue 17): the approved article goes live at the chosen time. A stale proposal's 409 is the server's message. */
  const approveAndSchedule = () => {
    if (!production) return;
    onSchedule({
      title: production.title,
      current: null,
      checks: { kind: 'production', id: production.id },
      confirmLabel: 'Approve & Schedule',
      schedule: async (publishAt) => {
        await approve.mutateAsync({ id: production.id, publishAt });
        onClose();
      },
    });
  };

  const approveAndPublish = (confirmStale = false) => {
    if (!production) return;
    approve.mutate(
      { id: production.id, confirmStale },
      {
        onSuccess: () => {
          setStaleApproval(null);
          notifySuccess(TOAST_TEXT.approved);
          onClose();
        },
        onError: (error) => {
          // Approving would replace edits made since AI started: the server says which; the admin decides.
          if (!confirmStale && errorStatus(error) === 409) {
            setStaleApproval(serverMessage(error) ?? STALE_APPROVAL_FALLBACK);
            return;
          }
          setStaleApproval(null);
          notifyError(TOAST_TEXT.approveFailed);
        },
      },
    );
  };

  return (
    <Dialog open={productionId !== null} onClose={onClose} aria-labelledby="production-preview-title" fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper">
      <ModalHeader id="production-preview-title" onClose={onClose}>
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
            <Typography variant="h4" component="h3" data-testid="production-title">
              {production.title}
            </Typography>
            {production.error ? <Alert severity="warning">{production.error}</Alert> : null}
            <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              {production.featuredImage ? (
                <ResilientImage key={production.featuredImage} src={production.featuredImage} alt={`Featured image for ${production.title}`} sx={{ aspectRatio: '1200 / 630' }} />
              ) : (
                <Box sx={{ aspectRatio: '1200 / 630', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'text.secondary' }}>
                  No featured image yet
                </Box>
              )}
              {production.status !== 'queued' && production.status !== 'writing' ? (
                <Button
                  size="small"
                  variant="contained"
                  color="inherit"
                  startIcon={<ImageIcon />}
                  onClick={() => onChangeImage(production)}
                  sx={{ position: 'absolute', right: 12, bottom: 12, bgcolor: 'background.paper', color: 'text.primary' }}
                >
                  Change Featured Image
                </Button>
              ) : null}
            </Box>
            {production.finalContent ? <panels.Checklist key={production.updatedAt} target={{ kind: 'production', id: production.id }} productionId={production.id} postId={production.postId} /> : null}
            {proposal ? (
              <ProposalPanel key={proposal.id} proposal={proposal} ProposalReview={panels.ProposalReview} />
            ) : production.finalContent ? (
              <panels.CheckedArticle productionId={production.id} content={production.finalContent} />
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
        {reviewable && production ? (
          <>
            <Button variant="outlined" startIcon={<RateReviewIcon />} onClick={() => onRequestChanges(production)}>
              Request Changes
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              onClick={() => void publishGuard.guard({ kind: 'production', id: production.id }, 'Approve & Publish anyway', () => approveAndPublish())}
              disabled={approve.isPending || publishGuard.checking}
            >
              Approve &amp; Publish
            </Button>
            <Button variant="outlined" color="success" startIcon={<ScheduleIcon />} onClick={approveAndSchedule} disabled={approve.isPending || publishGuard.checking}>
              Schedule
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>Close Preview</Button>
      </DialogActions>
      {publishGuard.dialog}
      <ConfirmDialog
        open={staleApproval !== null}
        title="Replace your edits?"
        message={staleApproval ?? ''}
        confirmLabel="Replace my edits and publish"
        pending={approve.isPending}
        onConfirm={() => approveAndPublish(true)}
        onClose={() => setStaleApproval(null)}
      />
    </Dialog>
  );
}
