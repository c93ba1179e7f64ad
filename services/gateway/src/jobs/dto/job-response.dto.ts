import { AiJob, AiJobStage, JOB_STATES, STAGE_NAMES, STAGE_STATES, StageName, StageState, stagesOf } from '@app/contract';
import { ApiProperty } from '@nestjs/swagger';

/** GET /api/ai/jobs/:id: an ai_jobs row as the admin UI polls it, with its stage timeline. */
export interface JobStageView {
  name: StageName;
  state: StageState;
  startedAt: Date | null;
  finishedAt: Date | null;
  provider: string | null;
  model: string | null;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  costUsd: number;
  error: string | null;
}

export interface JobView {
  id: string;
  kind: string;
  state: AiJob['state'];
  progress: number;
  stage: string;
  attempts: number;
  error: string | null;
  result: Record<string, unknown> | null;
  provider: string | null;
  model: string | null;
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
  costUsd: number;
  cancelRequested: boolean;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  stages: JobStageView[];
}

/**
 * What a stage shows: its row, or for a stage not started yet `pending`; once the job has stopped, what
 * will not run is `cancelled` (a cancelled job) or `skipped` (a failed job), and a stage left running by
 * the failure is `failed`.
 */
function stageState(job: AiJob, row: AiJobStage | undefined): StageState {
  const state = row?.state ?? 'pending';
  if (state === 'completed' || state === 'failed') return state;
  if (job.state === 'cancelled') return 'cancelled';
  if (job.state === 'failed') return state === 'running' ? 'failed' : 'skipped';
  return state;
}

export function toStageViews(job: AiJob, rows: AiJobStage[]): JobStageView[] {
  const byName = new Map(rows.map((row) => [row.name, row]));
  return stagesOf(job.kind).map((name) => {
    const row = byName.get(name);
    return {
      name,
      state: stageState(job, row),
      startedAt: row?.startedAt ?? null,
      finishedAt: row?.finishedAt ?? null,
      provider: row?.provider ?? null,
      model: row?.model ?? null,
      inputTokens: row?.inputTokens ?? 0,
      outputTokens: row?.outputTokens ?? 0,
      cacheReadTokens: row?.cacheReadTokens ?? 0,
      cacheWriteTokens: row?.cacheWriteTokens ?? 0,
      costUsd: row?.costUsd ?? 0,
      error: row?.state === 'failed' ? row.error : null,
    };
  });
}

export function toJobView(job: AiJob, stages: AiJobStage[] = []): JobView {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    progress: job.progress,
    stage: job.stage,
    attempts: job.attempts,
    error: job.error,
    result: job.result,
    provider: job.provider,
    model: job.model,
    inputTokens: job.inputTokens,
    outputTokens: job.outputTokens,
    cacheReadTokens: job.cacheReadTokens,
    cacheWriteTokens: job.cacheWriteTokens,
    costUsd: job.costUsd,
    cancelRequested: job.cancelRequestedAt !== null && (job.state === 'queued' || job.state === 'running'),
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    stages: toStageViews(job, stages),
  };
}

/** The OpenAPI schema of JobStageView. */
export class JobStageDto implements JobStageView {
  @ApiProperty({ enum: STAGE_NAMES, description: "One of the kind's stages, in order: an article runs brief, outline, draft, edit, seo, cover; a revision draft, edit; ideas ideas; an image cover" })
  name!: StageName;
  @ApiProperty({ enum: STAGE_STATES }) state!: StageState;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true, example: 'anthropic' }) provider!: string | null;
  @ApiProperty({ type: String, nullable: true }) model!: string | null;
  @ApiProperty({ description: 'Every input token, cached ones included' }) inputTokens!: number;
  @ApiProperty() outputTokens!: number;
  @ApiProperty({ description: "Of inputTokens: read from the provider's prompt cache" }) cacheReadTokens!: number;
  @ApiProperty({ description: "Of inputTokens: written to the provider's prompt cache" }) cacheWriteTokens!: number;
  @ApiProperty({ description: 'USD, from the price table of the provider and model (offline: 0)' }) costUsd!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the stage failed' }) error!: string | null;
}

/** The OpenAPI schema of JobView. */
export class JobDto implements JobView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'article' }) kind!: string;
  @ApiProperty({ enum: JOB_STATES }) state!: AiJob['state'];
  @ApiProperty({ description: '0 to 100' }) progress!: number;
  @ApiProperty() stage!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) result!: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true }) provider!: string | null;
  @ApiProperty({ type: String, nullable: true }) model!: string | null;
  @ApiProperty({ description: 'Every input token, cached ones included' }) inputTokens!: number;
  @ApiProperty() outputTokens!: number;
  @ApiProperty({ description: "Of inputTokens: read from the provider's prompt cache" }) cacheReadTokens!: number;
  @ApiProperty({ description: "Of inputTokens: written to the provider's prompt cache" }) cacheWriteTokens!: number;
  @ApiProperty({ description: "USD: the sum of its stages' costs" }) costUsd!: number;
  @ApiProperty({ description: 'A cancel was asked of this running job: it stops at the next stage boundary' }) cancelRequested!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: Date | null;
  @ApiProperty({ type: [JobStageDto], description: 'The timeline: every stage of the kind, in order' }) stages!: JobStageDto[];
}

