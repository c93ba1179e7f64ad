import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResilientImage } from '@/components/ui/resilient-image';
import { ArticleMarkdown } from '@/components/ui/article-markdown';
import { useApproveProduction } from '../api/productions';
import { TOAST_TEXT } from '../lib/messages';
import { notifyError, notifySuccess } from '../lib/notify';
import { PRODUCTION_STATUS_LABEL } from '../lib/rules';
import type { Production } from '../types';
import { ModalHeader } from './modal-header';
import { ProductionStatusPill } from './productions-section';
import { useFullScreenDialog } from './use-full-screen';

export interface ProductionPreviewModalProps {
  production: Production | null;
  onClose: () => void;
  onRequestChanges: (production: Production) => void;
  onChangeImage: (production: Production) => void;
}

/** 'Production Preview': the AI-written article as it will read, with the review actions. */
export function ProductionPreviewModal({ production, onClose, onRequestChanges, onChangeImage }: ProductionPreviewModalProps) {
  const fullScreen = useFullScreenDialog();
  const approve = useApproveProduction();
  const reviewable = production?.status === 'ready_for_review';

  const approveAndPublish = () => {
    if (!production) return;
    approve.mutate(production.id, {
      onSuccess: () => {
        notifySuccess(TOAST_TEXT.approved);
        onClose();
      },
      onError: () => notifyError(TOAST_TEXT.approveFailed),
    });
  };

  return (
    <Dialog open={Boolean(production)} onClose={onClose} aria-labelledby="production-preview-title" fullScreen={fullScreen} maxWidth="md" fullWidth scroll="paper">
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
            {production.finalContent ? (
              <ArticleMarkdown content={production.finalContent} />
            ) : (
              <Typography color="text.secondary">The article is {PRODUCTION_STATUS_LABEL[production.status].toLowerCase()}; its text appears here when it is written.</Typography>
            )}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {reviewable && production ? (
          <>
            <Button variant="outlined" startIcon={<RateReviewIcon />} onClick={() => onRequestChanges(production)}>
              Request Changes
            </Button>
            <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={approveAndPublish} disabled={approve.isPending}>
              Approve &amp; Publish
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>Close Preview</Button>
      </DialogActions>
    </Dialog>
  );
}
