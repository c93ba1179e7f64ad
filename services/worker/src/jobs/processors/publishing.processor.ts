import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { PublishScheduledPostHandler } from '../handlers/publish-scheduled-post.handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

/** Scheduled posts' go-live jobs (system jobs: the run service is never asked for a row). */
@Processor(QueueName.Publishing)
export class PublishingProcessor extends QueueProcessor<QueueName.Publishing> {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, runs: JobRunService, publish: PublishScheduledPostHandler) {
    super(QueueName.Publishing, { [JobName.PublishScheduledPost]: publish }, runs, config.shutdownTimeoutMs);
  }
}
