import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { ImportPostsHandler } from '../handlers/import-posts.handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

@Processor(QueueName.Imports)
export class ImportsProcessor extends QueueProcessor<QueueName.Imports> {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, runs: JobRunService, importPosts: ImportPostsHandler) {
    super(QueueName.Imports, { [JobName.ImportPosts]: importPosts }, runs, config.shutdownTimeoutMs);
  }
}
