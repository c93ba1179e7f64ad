import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ScheduleRepository } from './schedule.repository';
import { ScheduleService } from './schedule.service';

/**
 * Scheduled publishing (issue 17): the gateway's half (the schedule, and its go-live job through
 * JobQueueService). The worker publishes (services/worker/src/jobs/handlers, services/worker/src/schedule).
 */
@Module({
  imports: [JobsModule],
  providers: [ScheduleService, ScheduleRepository],
  exports: [ScheduleService],
})
export class ScheduleModule {}
