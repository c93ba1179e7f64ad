import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { PublicCacheModule } from '../cache/public-cache.module';
import { MarkdownModule } from '../markdown/markdown.module';
import { FeedsService } from './feeds.service';

/** The sitemap (or sitemap index), the RSS feed and robots.txt, served by the SEO middleware and the fast path. */
@Module({
  imports: [BlogModule, PublicCacheModule, MarkdownModule],
  providers: [FeedsService],
  exports: [FeedsService],
})
export class FeedsModule {}
