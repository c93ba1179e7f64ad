import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { GenerateIdeasHandler } from '../handlers/generate-ideas.handler';
import { JobHandler } from '../job-handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

type IdeasJobName = JobName.GenerateIdeas;

@Processor(QueueName.Ideas)
export class IdeasProcessor extends QueueProcessor<IdeasJobName> {
  protected readonly handlers: Record<IdeasJobName, JobHandler>;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, runs: JobRunService, generateIdeas: GenerateIdeasHandler) {
    super(runs, config.shutdownTimeoutMs);
    this.handlers = {
      [JobName.GenerateIdeas]: generateIdeas,
    } satisfies Record<IdeasJobName, JobHandler>;
  }
}
