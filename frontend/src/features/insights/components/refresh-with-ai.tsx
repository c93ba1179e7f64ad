import AutorenewIcon from '@mui/icons-material/AutorenewOutlined';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefreshPost } from '../api/refresh-post';
import { useJob } from '@/lib/studio/api/get-job';
import { postProposalsKey } from '@/lib/studio/query-keys';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { JobProgress } from '@/components/studio/job-progress';
import { REFRESH_TEXT } from './ageing-notice';

/**
 * 'Refresh with AI' on its own, for a live post shown elsewhere (the Performance view's articles losing
 * readers): it ends in a proposal over the live post, reviewed in Edit, as from the ageing notice.
 */
export function RefreshWithAi({ postId, title }: { postId: number; title: string }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPost();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId, (finished) => {
    void queryClient.invalidateQueries({ queryKey: postProposalsKey(postId) });
    if (finished.state === 'completed') notifySuccess(REFRESH_TEXT.ready, REFRESH_TEXT.readyHint);
    setJobId(null);
  });

  const start = () =>
    refresh.mutate(
      { postId },
      {
        onSuccess: (started) => {
          setJobId(started.jobId);
          notifySuccess(REFRESH_TEXT.started, REFRESH_TEXT.startedHint);
        },
        onError: (error) => notifyServerError(error, REFRESH_TEXT.failed),
      },
    );

  return jobId ? (
    <JobProgress job={job.data} label={`Refreshing ${title}`} />
  ) : (
    <Button size="small" color="secondary" variant="outlined" startIcon={<AutorenewIcon />} onClick={start} disabled={refresh.isPending} aria-label={`Refresh with AI: ${title}`}>
      Refresh with AI
    </Button>
  );
}
