import BlockIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PendingIcon from '@mui/icons-material/RadioButtonUnchecked';
import ReplayIcon from '@mui/icons-material/Replay';
import SkippedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useJobAction, type JobAction } from '@/lib/studio/api/job-action';
import {
  canCancel,
  canRetry,
  elapsedMs,
  formatCount,
  formatElapsed,
  formatTokens,
  formatUsd,
  jobStopReason,
  jobTotals,
  STAGE_LABEL,
  STAGE_STATE_LABEL,
} from '@/lib/studio/job-timeline';
import { notifyServerError } from './notify';
import type { Job, JobStage, StageState } from '@/lib/studio/job';
import { StatusPill } from './status-pill';

const STATE_TONE: Record<StageState, 'info' | 'success' | 'warning' | 'error' | 'neutral'> = {
  pending: 'neutral',
  running: 'info',
  completed: 'success',
  failed: 'error',
  skipped: 'neutral',
  cancelled: 'warning',
};

const STATE_ICON: Record<StageState, ReactNode> = {
  pending: <PendingIcon fontSize="small" sx={{ color: 'text.disabled' }} />,
  running: <CircularProgress size={16} thickness={5} />,
  completed: <CheckCircleIcon fontSize="small" color="success" />,
  failed: <ErrorIcon fontSize="small" color="error" />,
  skipped: <SkippedIcon fontSize="small" sx={{ color: 'text.disabled' }} />,
  cancelled: <BlockIcon fontSize="small" color="warning" />,
};

const ACTION_FAILED: Record<JobAction, string> = { cancel: 'Failed to cancel the job', retry: 'Failed to retry the job' };

/** The time now, ticking every second while `running` (a running stage's elapsed time counts up). */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function StageRow({ stage, now }: { stage: JobStage; now: number }) {
  const elapsed = elapsedMs(stage, now);
  const ran = stage.state === 'completed' || stage.state === 'failed' || stage.state === 'running';
  return (
    <Box component="li" data-testid="job-stage-row" data-stage={stage.name} data-state={stage.state} sx={{ py: 0.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box aria-hidden="true" sx={{ display: 'grid', placeItems: 'center', width: 20 }}>
          {STATE_ICON[stage.state]}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: '4.5rem' }}>
          {STAGE_LABEL[stage.name]}
        </Typography>
        <StatusPill tone={STATE_TONE[stage.state]}>{STAGE_STATE_LABEL[stage.state]}</StatusPill>
        {/* On a phone the figures take their own line under the stage name. */}
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="stage-metrics"
          sx={{ ml: { xs: 0, sm: 'auto' }, pl: { xs: '28px', sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' }, fontVariantNumeric: 'tabular-nums' }}
        >
          {[elapsed === null ? null : formatElapsed(elapsed), ran ? formatTokens(stage) : null, ran ? formatUsd(stage.costUsd) : null].filter(Boolean).join(' · ')}
        </Typography>
      </Stack>
      {stage.model && ran ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pl: '28px' }}>
          {stage.model}
        </Typography>
      ) : null}
      {stage.error ? (
        <Typography variant="body2" color="error" data-testid="stage-error" sx={{ pl: '28px', overflowWrap: 'anywhere' }}>
          {stage.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * A job's timeline: each stage with its state, elapsed time, tokens and cost, the reason of a failure,
 * and Cancel (queued or running) or Retry (failed or cancelled). A job first seen finished successfully
 * starts folded to its summary line. `onChanged` runs after a cancel or retry was accepted.
 */
export function JobTimeline({ job, onChanged, defaultExpanded }: { job: Job | undefined; onChanged?: (job: Job, action: JobAction) => void; defaultExpanded?: boolean }) {
  const listId = useId();
  const [expanded, setExpanded] = useState<boolean | null>(null);
  const cancel = useJobAction('cancel');
  const retry = useJobAction('retry');
  const running = Boolean(job?.stages.some((stage) => stage.state === 'running'));
  const now = useNow(running);
  if (!job || !job.stages.length) return null;
  if (expanded === null) setExpanded(defaultExpanded ?? job.state !== 'completed');

  const act = (action: JobAction) =>
    (action === 'cancel' ? cancel : retry).mutate(job.id, {
      onSuccess: (next) => onChanged?.(next, action),
      onError: (error) => notifyServerError(error, ACTION_FAILED[action]),
    });
  const totals = jobTotals(job, now);
  const stopReason = jobStopReason(job);
  const pending = cancel.isPending || retry.isPending;

  return (
    <Box data-testid="job-timeline" data-state={job.state} sx={{ width: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {totals.done} of {job.stages.length} {job.stages.length === 1 ? 'stage' : 'stages'} done
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="job-totals" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatElapsed(totals.elapsedMs)} · {formatCount(totals.tokens)} tokens · {formatUsd(totals.costUsd)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {job.cancelRequested ? (
          <Typography variant="body2" color="text.secondary" role="status">
            Stopping after this stage...
          </Typography>
        ) : null}
        {canCancel(job) ? (
          <Button size="small" variant="outlined" color="inherit" startIcon={<StopIcon />} disabled={pending} onClick={() => act('cancel')}>
            Cancel job
          </Button>
        ) : null}
        {canRetry(job) ? (
          <Button size="small" variant="contained" startIcon={<ReplayIcon />} disabled={pending} onClick={() => act('retry')}>
            Retry job
          </Button>
        ) : null}
        <Button
          size="small"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={Boolean(expanded)}
          aria-controls={listId}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          Stages
        </Button>
      </Stack>
      {stopReason ? (
        <Typography variant="body2" color={job.state === 'failed' ? 'error' : 'text.secondary'} data-testid="job-stop-reason" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {stopReason}
        </Typography>
      ) : null}
      <Box component="ol" id={listId} aria-label="Job stages" hidden={!expanded} sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
        {job.stages.map((stage) => (
          <StageRow key={stage.name} stage={stage} now={now} />
        ))}
      </Box>
    </Box>
  );
}
