import ImageIcon from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { StudioImage } from '@/components/studio/studio-image';
import { serverMessage } from '@/lib/session';
import { useJob } from '@/lib/studio/api/get-job';
import { refreshPosts } from '@/lib/studio/query-keys';
import { regeneratePostImage } from '@/features/posts/api/regenerate-post-image';
import { regenerateProductionImage } from '@/features/productions/api/regenerate-production-image';
import { usePostProposals } from '@/features/proposals/api/get-post-proposals';
import { ProposalReview } from '@/features/proposals/components/proposal-review';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { toast } from '@/components/studio/toast';
import { isTerminal, type Job } from '@/lib/studio/job';
import { JobProgress } from '@/components/studio/job-progress';
import { JobTimeline } from '@/components/studio/job-timeline';
import { ModalHeader } from '@/components/studio/modal-header';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

export type ImageTarget = { kind: 'post' | 'production'; id: number; postId: number; title: string; currentImage: string | null };

/** What an image job made: the image really changed (applied), or a proposal waits for the admin. */
type ImageOutcome = { kind: 'applied'; image: string } | { kind: 'proposed'; proposalId: number };

export function imageOutcome(job: Job): ImageOutcome | null {
  const result = job.result ?? {};
  const image = typeof result.featuredImage === 'string' ? result.featuredImage : null;
  const proposalId = typeof result.proposalId === 'number' ? result.proposalId : null;
  if (result.proposalState === 'pending' && proposalId !== null) return { kind: 'proposed', proposalId };
  return image ? { kind: 'applied', image } : null;
}

/** The new image as a proposal beside the current one, to accept or drop right here (issue 27). */
function ImageReview({ postId, proposalId, onDecided }: { postId: number; proposalId: number; onDecided: (image: string | null) => void }) {
  const proposals = usePostProposals(postId);
  const proposal = proposals.data?.find((item) => item.id === proposalId);
  if (proposals.isPending) return <Typography role="status">Loading the new image...</Typography>;
  if (!proposal) return <Alert severity="info">This image proposal was already decided (in another tab, or replaced by a newer one).</Alert>;
  return <ProposalReview proposal={proposal} onAccepted={(result) => onDecided(result.post.featuredImage)} onRejected={() => onDecided(null)} />;
}

/**
 * 'Change Featured Image': a visual designer agent makes a new cover, which arrives as a proposal to review
 * here (issue 27: the toast says what really happened; the spec's 'New featured image selected
 * successfully' is said when the image really changes: on accepting the proposal, or when the job applied it).
 */
export function ChangeImageModal({
  target,
  onClose,
  onChanged,
  onReview,
}: {
  target: ImageTarget | null;
  onClose: () => void;
  onChanged?: (image: string) => void;
  /** Opens the review elsewhere when this modal was closed before the toast's Review was pressed. */
  onReview?: (target: ImageTarget) => void;
}) {
  const fullScreen = useFullScreenDialog();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [proposalId, setProposalId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const review = useRef<HTMLDivElement>(null);
  const open = useRef(false);
  open.current = Boolean(target);

  // The job id stays after the run, so its timeline (and Retry, after a failure) stays too.
  const job = useJob(jobId, (finished) => {
    void refreshPosts(queryClient);
    if (finished.state === 'completed') {
      const outcome = imageOutcome(finished);
      if (outcome?.kind === 'applied') {
        setImage(outcome.image);
        onChanged?.(outcome.image);
        notifySuccess(TOAST_TEXT.imageSelected);
      } else if (outcome?.kind === 'proposed') {
        setProposalId(outcome.proposalId);
        const reviewed = target;
        toast({
          title: TOAST_TEXT.imageProposed,
          description: 'The current image stays until you accept the new one.',
          variant: 'success',
          action: {
            label: 'Review',
            ariaLabel: 'Review the new image',
            onClick: () => (open.current ? review.current?.scrollIntoView({ block: 'center' }) : reviewed && onReview?.(reviewed)),
          },
        });
      }
    } else if (finished.state === 'failed') {
      const message = finished.error ?? TOAST_TEXT.imageFailed;
      setError(message);
      notifyError(message);
    }
  });

  const close = () => {
    setImage(null);
    setProposalId(null);
    setError(null);
    setJobId(null);
    onClose();
  };

  const start = async () => {
    if (!target) return;
    setError(null);
    setProposalId(null);
    setStarting(true);
    try {
      const { jobId: id } = target.kind === 'post' ? await regeneratePostImage(target.id) : await regenerateProductionImage(target.id);
      setJobId(id);
    } catch (failure) {
      const message = serverMessage(failure) ?? TOAST_TEXT.imageFailed;
      setError(message);
      notifyError(message);
    } finally {
      setStarting(false);
    }
  };

  const decided = (accepted: string | null) => {
    setProposalId(null);
    if (accepted) {
      setImage(accepted);
      onChanged?.(accepted);
    }
  };

  const shown = image ?? target?.currentImage ?? null;
  const working = starting || (Boolean(jobId) && !isTerminal(job.data?.state));

  return (
    <Dialog open={Boolean(target)} onClose={working ? undefined : close} aria-labelledby="change-image-title" fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <ModalHeader id="change-image-title" onClose={close}>
        Change Featured Image
      </ModalHeader>
      <DialogContent dividers>
        {proposalId !== null && target ? (
          <Box ref={review} data-testid="image-proposal" sx={{ mb: 2 }}>
            <ImageReview postId={target.postId} proposalId={proposalId} onDecided={decided} />
          </Box>
        ) : (
          <>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {image ? 'New image' : 'Current image'}
            </Typography>
            <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider', mb: 2 }}>
              {shown ? (
                <StudioImage key={shown} src={shown} alt={`Featured image for ${target?.title ?? 'the post'}`} sx={{ aspectRatio: '1200 / 630', width: '100%' }} />
              ) : (
                <Box sx={{ aspectRatio: '1200 / 630', display: 'grid', placeItems: 'center', color: 'text.secondary', bgcolor: 'action.hover' }}>
                  <Box sx={{ textAlign: 'center' }}>
                    <ImageIcon fontSize="large" aria-hidden="true" />
                    <Typography>No featured image yet</Typography>
                  </Box>
                </Box>
              )}
            </Box>
          </>
        )}
        <Typography>
          A visual designer agent will select a new image for &ldquo;{target?.title}&rdquo; that matches its title and category. The new
          image waits for your review: the current one stays until you accept it.
        </Typography>
        {jobId ? (
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {working ? <JobProgress job={job.data} label="Image generation progress" /> : null}
            <JobTimeline job={job.data} onChanged={() => setError(null)} />
          </Stack>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close}>{image || proposalId !== null ? 'Done' : 'Cancel'}</Button>
        <Button variant="contained" onClick={start} disabled={working || !target} startIcon={<ImageIcon />}>
          {working ? 'Generating...' : 'Generate New Image'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
