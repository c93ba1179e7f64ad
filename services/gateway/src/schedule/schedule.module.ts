import { Module } from '@nestjs/common';
import { ScheduleService } from './schedule.service';
import { ScheduledPublishQueue } from './scheduled-publish-queue';

/** Scheduled publishing (issue 17): the gateway's half. The worker publishes (services/worker/src/schedule). */
@Module({
  providers: [ScheduleService, ScheduledPublishQueue],
  exports: [ScheduleService],
})
export class ScheduleModule {}
