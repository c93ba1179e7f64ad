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
import { useState } from 'react';
import { ResilientImage } from '@/components/ui/resilient-image';
import { serverMessage } from '@/lib/session';
import { useJob } from '@/lib/studio/api/get-job';
import { refreshPosts } from '@/lib/studio/query-keys';
import { regeneratePostImage } from '@/features/posts/api/regenerate-post-image';
import { regenerateProductionImage } from '@/features/productions/api/regenerate-production-image';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { isTerminal } from '@/lib/studio/job';
import { JobProgress } from '@/components/studio/job-progress';
import { JobTimeline } from '@/components/studio/job-timeline';
import { ModalHeader } from '@/components/studio/modal-header';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

export type ImageTarget = { kind: 'post' | 'production'; id: number; title: string; currentImage: string | null };

/** 'Change Featured Image': a visual designer agent picks a new cover; live progress until it is saved. */
export function ChangeImageModal({ target, onClose, onChanged }: { target: ImageTarget | null; onClose: () => void; onChanged?: (image: string) => void }) {
  const fullScreen = useFullScreenDialog();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The job id stays after the run, so its timeline (and Retry, after a failure) stays too.
  const job = useJob(jobId, (finished) => {
    void refreshPosts(queryClient);
    if (finished.state === 'completed') {
      const next = typeof finished.result?.featuredImage === 'string' ? finished.result.featuredImage : null;
      if (next) {
        setImage(next);
        onChanged?.(next);
      }
      notifySuccess(TOAST_TEXT.imageSelected);
    } else if (finished.state === 'failed') {
      const message = finished.error ?? TOAST_TEXT.imageFailed;
      setError(message);
      notifyError(message);
    }
  });

  const close = () => {
    setImage(null);
    setError(null);
    setJobId(null);
    onClose();
  };

  const start = async () => {
    if (!target) return;
    setError(null);
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

  const shown = image ?? target?.currentImage ?? null;
  const working = starting || (Boolean(jobId) && !isTerminal(job.data?.state));

  return (
    <Dialog open={Boolean(target)} onClose={working ? undefined : close} aria-labelledby="change-image-title" fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <ModalHeader id="change-image-title" onClose={close}>
        Change Featured Image
      </ModalHeader>
      <DialogContent dividers>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {image ? 'New image' : 'Current image'}
        </Typography>
        <Box sx={{ borderRadius: 3, overflow: 'hidden', border: 1, borderColor: 'divider', mb: 2 }}>
          {shown ? (
            <ResilientImage key={shown} src={shown} alt={`Featured image for ${target?.title ?? 'the post'}`} sx={{ aspectRatio: '1200 / 630', width: '100%' }} />
          ) : (
            <Box sx={{ aspectRatio: '1200 / 630', display: 'grid', placeItems: 'center', color: 'text.secondary', bgcolor: 'action.hover' }}>
              <Box sx={{ textAlign: 'center' }}>
                <ImageIcon fontSize="large" aria-hidden="true" />
                <Typography>No featured image yet</Typography>
              </Box>
            </Box>
          )}
        </Box>
        <Typography>
          A visual designer agent will select a new image for &ldquo;{target?.title}&rdquo; that matches its title and category. The
          current image is replaced when the new one is ready.
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
        <Button onClick={close}>{image ? 'Done' : 'Cancel'}</Button>
        <Button variant="contained" onClick={start} disabled={working || !target} startIcon={<ImageIcon />}>
          {working ? 'Generating...' : 'Generate New Image'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
