import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

export type JobState = Schemas['JobDto']['state'];

/** GET /api/ai/jobs/:id: what the progress bar polls. */
export type Job = Schemas['JobDto'];

/** One step of a job's timeline (brief, outline, draft...): its state, times, tokens and cost. */
export type JobStage = Schemas['JobStageDto'];
export type StageName = JobStage['name'];
export type StageState = JobStage['state'];

export const TERMINAL_JOB_STATES: readonly JobState[] = ['completed', 'failed', 'cancelled'];
export const isTerminal = (state: JobState | undefined) => state !== undefined && TERMINAL_JOB_STATES.includes(state);
