import { Module } from '@nestjs/common';
import { JobQueueService } from './job-queue.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({
  controllers: [JobsController],
  providers: [JobQueueService, JobsService],
  exports: [JobsService, JobQueueService],
})
export class JobsModule {}
