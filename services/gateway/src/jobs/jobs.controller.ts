import { Controller, Get, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
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
    const job = UUID.test(id) ? await this.jobs.findJob(id) : null;
    if (!job) throw new NotFoundException('Job not found');
    return toJobView(job);
  }
}
