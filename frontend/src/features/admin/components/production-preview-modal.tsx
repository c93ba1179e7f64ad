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
import { useMemo, useState } from 'react';
import { ResilientImage } from '@/components/ui/resilient-image';
import { ArticleMarkdown } from '@/components/ui/article-markdown';
import { errorStatus, serverMessage } from '@/lib/session';
import { useChecks } from '../api/checks';
import { useProduction } from '../api/get-production';
import { useApproveProduction } from '../api/productions';
import { unsupportedSentences } from '../lib/claims-in-text';
import { TOAST_TEXT } from '../lib/messages';
import { notifyError, notifySuccess } from '../lib/notify';
import { PRODUCTION_STATUS_LABEL } from '../lib/rules';
import type { Production, ProposalView } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { ModalHeader } from './modal-header';
import { ProductionStatusPill } from './productions-section';
import { ProposalReview } from './proposal-review';
import { PublishChecklist } from './publish-checklist';
import { usePublishGuard } from './publish-guard';
import { useScheduleDialog } from './calendar/use-schedule-dialog';
import { useFullScreenDialog } from './use-full-screen';

export interface ProductionPreviewModalProps {
  /** The production to show (read whole, with its article and pending proposal, when the modal opens); null: closed. */
  productionId: number | null;
  onClose: () => void;
  onRequestChanges: (production: Production) => void;
  onChangeImage: (production: Production) => void;
}

const STALE_APPROVAL_FALLBACK = 'The post changed since AI started. Review the changes, or confirm to replace them.';

/** The article as written, with the checklist's unsupported claims marked where they stand (issue 16). */
function CheckedArticle({ productionId, content }: { productionId: number; content: string }) {
  const checks = useChecks({ kind: 'production', id: productionId });
  const highlights = useMemo(() => unsupportedSentences(checks.data), [checks.data]);
  return <ArticleMarkdown content={content} highlights={highlights} />;
}

/** A pending proposal: what would change ('Changes', the default) or the AI version as it will read. */
function ProposalPanel({ proposal }: { proposal: ProposalView }) {
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
export function ProductionPreviewModal({ productionId, onClose, onRequestChanges, onChangeImage }: ProductionPreviewModalProps) {
  const fullScreen = useFullScreenDialog();
  const approve = useApproveProduction();
  const publishGuard = usePublishGuard();
  // The lists carry no article: the modal reads the one production, with its pending proposal.
  const detail = useProduction(productionId);
  const production = productionId !== null && detail.data?.id === productionId ? detail.data : null;
  const proposal = production?.proposal ?? null;
  const reviewable = production?.status === 'ready_for_review';
  const [staleApproval, setStaleApproval] = useState<string | null>(null);
  const scheduleDialog = useScheduleDialog();

  /** Approve & Schedule (issue 17): the approved article goes live at the chosen time. A stale proposal's 409 is the server's message. */
  const approveAndSchedule = () => {
    if (!production) return;
    scheduleDialog.open({
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
            {production.finalContent ? <PublishChecklist key={production.updatedAt} target={{ kind: 'production', id: production.id }} productionId={production.id} postId={production.postId} /> : null}
            {proposal ? (
              <ProposalPanel key={proposal.id} proposal={proposal} />
            ) : production.finalContent ? (
              <CheckedArticle productionId={production.id} content={production.finalContent} />
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
      {scheduleDialog.element}
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
