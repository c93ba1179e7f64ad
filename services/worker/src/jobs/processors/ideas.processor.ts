import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { CheckClaimsHandler } from '../handlers/check-claims.handler';
import { GenerateIdeasHandler } from '../handlers/generate-ideas.handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

@Processor(QueueName.Ideas)
export class IdeasProcessor extends QueueProcessor<QueueName.Ideas> {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, runs: JobRunService, generateIdeas: GenerateIdeasHandler, checkClaims: CheckClaimsHandler) {
    super(QueueName.Ideas, { [JobName.GenerateIdeas]: generateIdeas, [JobName.CheckClaims]: checkClaims }, runs, config.shutdownTimeoutMs);
  }
}
