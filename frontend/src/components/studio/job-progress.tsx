import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Job } from '@/lib/studio/job';

/** A job's live progress: a bar and the worker's stage ('Outlining', 'Writing sections'...). */
export function JobProgress({ job, label, fallbackStage = 'Waiting in the queue' }: { job: Job | undefined; label: string; fallbackStage?: string }) {
  const progress = job?.progress ?? 0;
  const stage = job?.stage || fallbackStage;
  return (
    <Box data-testid="job-progress" data-state={job?.state ?? 'queued'} sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="job-stage" aria-live="polite">
          {stage}
        </Typography>
        {job && job.state !== 'queued' ? (
          <Typography variant="body2" color="text.secondary">
            {Math.round(progress)}%
          </Typography>
        ) : null}
      </Box>
      <LinearProgress
        variant={job && job.state !== 'queued' ? 'determinate' : 'indeterminate'}
        value={progress}
        aria-label={label}
        sx={{ height: 8, borderRadius: 999 }}
      />
    </Box>
  );
}
