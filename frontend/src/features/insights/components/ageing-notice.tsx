import AutorenewIcon from '@mui/icons-material/AutorenewOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRefreshPost } from '../api/refresh-post';
import { useJob } from '@/lib/studio/api/get-job';
import { postProposalsKey } from '@/lib/studio/query-keys';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { toast } from '@/components/studio/toast';
import type { AgeingPost } from '../types';
import { JobProgress } from '@/components/studio/job-progress';
import { StatusPill } from '@/components/studio/status-pill';

export const REFRESH_TEXT = {
  started: 'Refreshing with AI',
  startedHint: 'The refreshed article will wait in Edit for your review; the live post does not change until you accept it.',
  ready: 'Refresh proposed: review it',
  readyHint: 'The live post stays as it is until you take the changes.',
  failed: 'Could not start the refresh',
};

/** How long ago, in words: '400 days' below two years, then whole years. */
export function ageText(days: number): string {
  return days >= 730 ? `${Math.floor(days / 365)} years` : `${days} days`;
}

/**
 * On a live card of an ageing post: how long since it last changed, and 'Refresh with AI', which ends in a
 * proposal over the live post (reviewed in Edit, never written straight to the live article).
 */
export function AgeingNotice({ post, title, onReview }: { post: Pick<AgeingPost, 'id' | 'ageDays'>; title: string; onReview?: () => void }) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPost();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId, (finished) => {
    void queryClient.invalidateQueries({ queryKey: postProposalsKey(post.id) });
    // The refresh waits as a proposal over the live post; Review opens it where it is reviewed (Edit).
    if (finished.state === 'completed') {
      toast({
        title: REFRESH_TEXT.ready,
        description: REFRESH_TEXT.readyHint,
        variant: 'success',
        action: onReview ? { label: 'Review', ariaLabel: `Review the refresh of "${title}"`, onClick: onReview } : undefined,
      });
    }
    setJobId(null);
  });

  const start = () =>
    refresh.mutate(
      { postId: post.id },
      {
        onSuccess: (started) => {
          setJobId(started.jobId);
          notifySuccess(REFRESH_TEXT.started, REFRESH_TEXT.startedHint);
        },
        onError: (error) => notifyServerError(error, REFRESH_TEXT.failed),
      },
    );

  return (
    <Stack spacing={1} data-testid="ageing-notice">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <StatusPill tone="warning">Ageing</StatusPill>
        <Typography variant="caption" color="text.secondary">
          Not updated for {ageText(post.ageDays)}
        </Typography>
      </Stack>
      {jobId ? (
        <JobProgress job={job.data} label={`Refreshing ${title}`} />
      ) : (
        <Button size="small" color="secondary" variant="outlined" startIcon={<AutorenewIcon />} onClick={start} disabled={refresh.isPending} aria-label={`Refresh with AI: ${title}`} sx={{ alignSelf: 'flex-start' }}>
          Refresh with AI
        </Button>
      )}
    </Stack>
  );
}
