import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { RegeneratePostImageHandler, RegenerateProductionImageHandler } from '../handlers/regenerate-image.handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

@Processor(QueueName.Images)
export class ImagesProcessor extends QueueProcessor<QueueName.Images> {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    runs: JobRunService,
    production: RegenerateProductionImageHandler,
    post: RegeneratePostImageHandler,
  ) {
    super(
      QueueName.Images,
      { [JobName.RegenerateProductionImage]: production, [JobName.RegeneratePostImage]: post },
      runs,
      config.shutdownTimeoutMs,
    );
  }
}
