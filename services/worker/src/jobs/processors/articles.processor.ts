import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { ProduceArticleHandler } from '../handlers/produce-article.handler';
import { ReviseArticleHandler } from '../handlers/revise-article.handler';
import { JobHandler } from '../job-handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

type ArticlesJobName = JobName.ProduceArticle | JobName.ReviseArticle;

@Processor(QueueName.Articles)
export class ArticlesProcessor extends QueueProcessor<ArticlesJobName> {
  protected readonly handlers: Record<ArticlesJobName, JobHandler>;

  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    runs: JobRunService,
    produce: ProduceArticleHandler,
    revise: ReviseArticleHandler,
  ) {
    super(runs, config.shutdownTimeoutMs);
    this.handlers = {
      [JobName.ProduceArticle]: produce,
      [JobName.ReviseArticle]: revise,
    } satisfies Record<ArticlesJobName, JobHandler>;
  }
}
