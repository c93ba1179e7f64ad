import { Module } from '@nestjs/common';
import { PublicCacheModule } from '../cache/public-cache.module';
import { LegacyRedirectsService } from './legacy-redirects.service';
import { LegacyUrlsRepository } from './legacy-urls.repository';

/** 301s from imported posts' old addresses (issue 32); one hook in the public page path (SeoMiddleware). */
@Module({
  imports: [PublicCacheModule],
  providers: [LegacyUrlsRepository, LegacyRedirectsService],
  exports: [LegacyRedirectsService],
})
export class LegacyUrlsModule {}
