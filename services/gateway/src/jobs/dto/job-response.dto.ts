import { AiJob, JOB_STATES } from '@app/contract';
import { ApiProperty } from '@nestjs/swagger';

/** GET /api/ai/jobs/:id: an ai_jobs row as the admin UI polls it. */
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
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export function toJobView(job: AiJob): JobView {
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
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
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
  @ApiProperty() inputTokens!: number;
  @ApiProperty() outputTokens!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) startedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt!: Date | null;
}
