import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { RegeneratePostImageHandler, RegenerateProductionImageHandler } from '../handlers/regenerate-image.handler';
import { JobHandler } from '../job-handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

type ImagesJobName = JobName.RegenerateProductionImage | JobName.RegeneratePostImage;

@Processor(QueueName.Images)
export class ImagesProcessor extends QueueProcessor<ImagesJobName> {
  protected readonly handlers: Record<ImagesJobName, JobHandler>;

  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    runs: JobRunService,
    production: RegenerateProductionImageHandler,
    post: RegeneratePostImageHandler,
  ) {
    super(runs, config.shutdownTimeoutMs);
    this.handlers = {
      [JobName.RegenerateProductionImage]: production,
      [JobName.RegeneratePostImage]: post,
    } satisfies Record<ImagesJobName, JobHandler>;
  }
}
