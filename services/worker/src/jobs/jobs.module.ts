import { Module } from '@nestjs/common';
import { BullModule, Processor } from '@nestjs/bullmq';
import { QueueName } from '@app/contract';
import { WorkerConfig } from '../config/worker-config';
import { CoverDesigner } from '../images/cover-designer.service';
import { ProvidersModule } from '../providers/providers.module';
import { GenerateIdeasHandler } from './handlers/generate-ideas.handler';
import { ProduceArticleHandler } from './handlers/produce-article.handler';
import { CoverRotation, RegeneratePostImageHandler, RegenerateProductionImageHandler } from './handlers/regenerate-image.handler';
import { ReviseArticleHandler } from './handlers/revise-article.handler';
import { JobRunService } from './job-run.service';
import { ArticlesProcessor } from './processors/articles.processor';
import { IdeasProcessor } from './processors/ideas.processor';
import { ImagesProcessor } from './processors/images.processor';

export const PROCESSORS = [IdeasProcessor, ArticlesProcessor, ImagesProcessor];

/**
 * Worker options come from the validated configuration, which decorators cannot see: re-applying
 * @Processor (public API) before the module boots sets each queue's concurrency and lock timing.
 */
export function configureProcessors(config: WorkerConfig): void {
  const timing = { lockDuration: config.lockDurationMs, stalledInterval: config.stalledIntervalMs, maxStalledCount: 1 };
  Processor(QueueName.Ideas, { ...timing, concurrency: config.concurrency.ideas })(IdeasProcessor);
  Processor(QueueName.Articles, { ...timing, concurrency: config.concurrency.articles })(ArticlesProcessor);
  Processor(QueueName.Images, { ...timing, concurrency: config.concurrency.images })(ImagesProcessor);
}

@Module({
  // registerQueue also brings in @nestjs/bullmq's explorer, which starts a worker per @Processor.
  imports: [ProvidersModule, BullModule.registerQueue(...Object.values(QueueName).map((name) => ({ name })))],
  providers: [
    JobRunService,
    CoverDesigner,
    CoverRotation,
    GenerateIdeasHandler,
    ProduceArticleHandler,
    ReviseArticleHandler,
    RegenerateProductionImageHandler,
    RegeneratePostImageHandler,
    ...PROCESSORS,
  ],
})
export class JobsModule {}
