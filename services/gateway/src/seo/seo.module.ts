import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { PublicCacheModule } from '../cache/public-cache.module';
import { FeedsModule } from '../feeds/feeds.module';
import { MarkdownModule } from '../markdown/markdown.module';
import { LegacyUrlsModule } from '../legacy-urls/legacy-urls.module';
import { PublicWorkBudget } from '../security/public-work-budget';
import { SeoMiddleware } from './seo.middleware';
import { SeoService } from './seo.service';

/** The public website as the server sends it: static files, the feeds (FeedsModule), and every page with its head tags. */
@Module({
  imports: [BlogModule, PublicCacheModule, MarkdownModule, FeedsModule, LegacyUrlsModule],
  providers: [SeoService, SeoMiddleware, PublicWorkBudget],
  exports: [PublicWorkBudget],
})
export class SeoModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SeoMiddleware).forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
