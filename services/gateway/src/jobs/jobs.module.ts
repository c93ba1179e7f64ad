import { Module } from '@nestjs/common';
import { JobQueueService } from './job-queue.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { JobsRepository } from './jobs.repository';

@Module({
  controllers: [JobsController],
  providers: [JobQueueService, JobsService, JobsRepository],
  exports: [JobsService, JobQueueService],
})
export class JobsModule {}
