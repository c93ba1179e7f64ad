import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { JobName, QueueName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../../config/worker-config';
import { ProduceArticleHandler } from '../handlers/produce-article.handler';
import { RefreshArticleHandler } from '../handlers/refresh-article.handler';
import { ReviseArticleHandler } from '../handlers/revise-article.handler';
import { RewriteSentenceHandler } from '../handlers/rewrite-sentence.handler';
import { JobRunService } from '../job-run.service';
import { QueueProcessor } from './queue-processor';

@Processor(QueueName.Articles)
export class ArticlesProcessor extends QueueProcessor<QueueName.Articles> {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    runs: JobRunService,
    produce: ProduceArticleHandler,
    revise: ReviseArticleHandler,
    refresh: RefreshArticleHandler,
    rewrite: RewriteSentenceHandler,
  ) {
    super(
      QueueName.Articles,
      { [JobName.ProduceArticle]: produce, [JobName.ReviseArticle]: revise, [JobName.RefreshArticle]: refresh, [JobName.RewriteSentence]: rewrite },
      runs,
      config.shutdownTimeoutMs,
    );
  }
}
