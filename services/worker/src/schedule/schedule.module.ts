import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { PUBLISHING_QUEUE } from '@app/contract';
import { PublishSweep } from './publish-sweep.service';
import { PublishingProcessor } from './publishing.processor';

/** Scheduled publishing (issue 17), the worker's half: the delayed jobs' processor and the sweep. */
@Module({
  imports: [BullModule.registerQueue({ name: PUBLISHING_QUEUE })],
  providers: [PublishingProcessor, PublishSweep],
})
export class ScheduleModule {}
