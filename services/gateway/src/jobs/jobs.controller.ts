import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { AiJob } from '@app/shared';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { JobsService } from './jobs.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** What the admin UI polls for a progress bar. Served from Postgres: it outlives Redis trimming. */
@Controller('api/ai/jobs')
@UseGuards(AdminSessionGuard)
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  async findOne(@Param('id') id: string): Promise<JobView> {
    const job = UUID.test(id) ? await this.jobs.findJob(id) : null;
    if (!job) throw new NotFoundException('Job not found');
    return toJobView(job);
  }
}
