import type { Job, JobStage, StageName, StageState } from './job';

/** The stages as the admin reads them, in pipeline order (the order of the usage chart too). */
export const STAGE_LABEL: Record<StageName, string> = {
  ideas: 'Ideas',
  brief: 'Brief',
  outline: 'Outline',
  draft: 'Draft',
  edit: 'Edit',
  seo: 'SEO',
  cover: 'Cover',
  claims: 'Claim check',
};

export const STAGE_STATE_LABEL: Record<StageState, string> = {
  pending: 'Pending',
  running: 'Running',
  completed: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** Cancel stops a queued or running job (unless a cancel is already on its way); Retry restarts a stopped one. */
export const canCancel = (job: Pick<Job, 'state' | 'cancelRequested'>) => (job.state === 'queued' || job.state === 'running') && !job.cancelRequested;
export const canRetry = (job: Pick<Job, 'state'>) => job.state === 'failed' || job.state === 'cancelled';

/** How long a stage ran (until `now` while it runs); null before it started. */
export function elapsedMs(stage: Pick<JobStage, 'startedAt' | 'finishedAt'>, now: number): number | null {
  if (!stage.startedAt) return null;
  const end = stage.finishedAt ? Date.parse(stage.finishedAt) : now;
  return Math.max(0, end - Date.parse(stage.startedAt));
}

/** '0.8 s' under ten seconds, '42 s' under a minute, then '3 min 05 s'. */
export function formatElapsed(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const COUNT = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => COUNT.format(value);

/** Dollars: cents from a cent up, four decimals below (one stage often costs a fraction of a cent). */
export function formatUsd(value: number): string {
  const digits = value !== 0 && Math.abs(value) < 0.01 ? 4 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

export function formatTokens(stage: Pick<JobStage, 'inputTokens' | 'outputTokens'>): string {
  return `${formatCount(stage.inputTokens)} in · ${formatCount(stage.outputTokens)} out tokens`;
}

/** The job's whole run: the time its stages took, its tokens and its cost. */
export function jobTotals(job: Pick<Job, 'stages' | 'costUsd'>, now: number) {
  return {
    elapsedMs: job.stages.reduce((sum, stage) => sum + (elapsedMs(stage, now) ?? 0), 0),
    tokens: job.stages.reduce((sum, stage) => sum + stage.inputTokens + stage.outputTokens, 0),
    costUsd: job.costUsd,
    done: job.stages.filter((stage) => stage.state === 'completed').length,
  };
}

/** Why the job stopped, when no stage says it already (a cancel, a budget stop between stages). */
export function jobStopReason(job: Pick<Job, 'state' | 'error' | 'stages'>): string | null {
  if (!canRetry(job) || !job.error) return null;
  return job.stages.some((stage) => stage.error === job.error) ? null : job.error;
}
