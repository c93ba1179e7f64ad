import { Module, Type } from '@nestjs/common';
import { BullModule, Processor } from '@nestjs/bullmq';
import { QueueName } from '@app/contract';
import { WorkerConfig } from '../config/worker-config';
import { CoverDesigner } from '../images/cover-designer.service';
import { CoverMediaRepository } from '../images/cover-media.repository';
import { ProvidersModule } from '../providers/providers.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { ArticleInputsRepository } from './article-inputs.repository';
import { CheckClaimsHandler } from './handlers/check-claims.handler';
import { GenerateIdeasHandler } from './handlers/generate-ideas.handler';
import { ImportPostsHandler } from './handlers/import-posts.handler';
import { ProduceArticleHandler } from './handlers/produce-article.handler';
import { PublishScheduledPostHandler } from './handlers/publish-scheduled-post.handler';
import { CoverRotation, RegeneratePostImageHandler, RegenerateProductionImageHandler } from './handlers/regenerate-image.handler';
import { RefreshArticleHandler } from './handlers/refresh-article.handler';
import { ReviseArticleHandler } from './handlers/revise-article.handler';
import { RewriteSentenceHandler } from './handlers/rewrite-sentence.handler';
import { JobRunService } from './job-run.service';
import { JobRunsRepository } from './job-runs.repository';
import { StageBudgetRepository } from './stage-budget.repository';
import { StageBudgetService } from './stage-budget.service';
import { ArticlesProcessor } from './processors/articles.processor';
import { IdeasProcessor } from './processors/ideas.processor';
import { ImagesProcessor } from './processors/images.processor';
import { ImportsProcessor } from './processors/imports.processor';
import { PublishingProcessor } from './processors/publishing.processor';
import { QueueProcessor } from './processors/queue-processor';

/** One processor per queue, each of its own queue: a queue without one does not compile. */
const PROCESSOR_OF: { [Q in QueueName]: Type<QueueProcessor<Q>> } = {
  [QueueName.Ideas]: IdeasProcessor,
  [QueueName.Articles]: ArticlesProcessor,
  [QueueName.Images]: ImagesProcessor,
  [QueueName.Imports]: ImportsProcessor,
  [QueueName.Publishing]: PublishingProcessor,
};

export const PROCESSORS = Object.values(PROCESSOR_OF);

/**
 * Worker options come from the validated configuration, which decorators cannot see: re-applying
 * @Processor (public API) before the module boots sets each queue's concurrency and lock timing.
 */
export function configureProcessors(config: WorkerConfig): void {
  const timing = { lockDuration: config.lockDurationMs, stalledInterval: config.stalledIntervalMs, maxStalledCount: 1 };
  for (const queue of Object.values(QueueName)) Processor(queue, { ...timing, concurrency: config.concurrency[queue] })(PROCESSOR_OF[queue]);
}

@Module({
  // registerQueue also brings in @nestjs/bullmq's explorer, which starts a worker per @Processor.
  imports: [ProvidersModule, ScheduleModule, BullModule.registerQueue(...Object.values(QueueName).map((name) => ({ name })))],
  providers: [
    JobRunService,
    JobRunsRepository,
    ArticleInputsRepository,
    StageBudgetService,
    StageBudgetRepository,
    CoverDesigner,
    CoverMediaRepository,
    CoverRotation,
    GenerateIdeasHandler,
    CheckClaimsHandler,
    ProduceArticleHandler,
    ReviseArticleHandler,
    RefreshArticleHandler,
    RewriteSentenceHandler,
    RegenerateProductionImageHandler,
    RegeneratePostImageHandler,
    ImportPostsHandler,
    PublishScheduledPostHandler,
    ...PROCESSORS,
  ],
})
export class JobsModule {}
