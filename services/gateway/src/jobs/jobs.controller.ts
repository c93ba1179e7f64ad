import { Controller, Get, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { ThrottleAiStart } from '../ai/ai-start-throttle.guard';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { JobDto, JobView, toJobView } from './dto/job-response.dto';
import { JobsService } from './jobs.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the admin UI polls for a progress bar. Served from Postgres: it outlives Redis trimming. */
@ApiTags('Jobs')
@ApiAdmin()
@Controller('api/ai/jobs')
@UseGuards(AdminSessionGuard)
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get(':id')
  @ApiOkResponse({ type: JobDto })
  async findOne(@Param('id') id: string): Promise<JobView> {
    const found = UUID.test(id) ? await this.jobs.findJobWithStages(id) : null;
    if (!found) throw new NotFoundException('Job not found');
    return toJobView(found.job, found.stages);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a queued job at once, or a running one at its next stage boundary (nothing is written to the post); 409 once finished' })
  @ApiOkResponse({ type: JobDto })
  async cancel(@Param('id') id: string): Promise<JobView> {
    if (!UUID.test(id)) throw new NotFoundException('Job not found');
    await this.jobs.cancel(id);
    return this.findOne(id);
  }

  @Post(':id/retry')
  @ThrottleAiStart()
  @HttpCode(200)
  @ApiOperation({ summary: 'Re-queue a failed or cancelled job from its first unfinished stage; 409 in other states, 402 over the monthly budget, 429 past the AI start limits (a retry counts as a start) or AI_MAX_OPEN_JOBS' })
  @ApiOkResponse({ type: JobDto })
  async retry(@Param('id') id: string): Promise<JobView> {
    if (!UUID.test(id)) throw new NotFoundException('Job not found');
    await this.jobs.retry(id);
    return this.findOne(id);
  }
}
