import { Module } from '@nestjs/common';
import { JobQueueService } from './job-queue.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { OpenJobsRepository } from './open-jobs.repository';

@Module({
  controllers: [JobsController],
  providers: [JobQueueService, JobsService, OpenJobsRepository],
  exports: [JobsService, JobQueueService],
})
export class JobsModule {}
