import { Module } from '@nestjs/common';
import { PublishSweep } from './publish-sweep.service';
import { ScheduledPostsRepository } from './scheduled-posts.repository';

/**
 * Scheduled publishing (issue 17), the worker's safety net: the sweep of overdue posts. The fast path, the
 * delayed go-live job, is a system job of the job seam (jobs/handlers/publish-scheduled-post.handler.ts).
 */
@Module({
  providers: [PublishSweep, ScheduledPostsRepository],
  exports: [ScheduledPostsRepository],
})
export class ScheduleModule {}
