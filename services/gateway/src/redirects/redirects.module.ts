import { Module } from '@nestjs/common';
import { PublicCacheModule } from '../cache/public-cache.module';
import { PostSlugsRepository } from './post-slugs.repository';
import { PostSlugsService } from './post-slugs.service';
import { SlugRedirectsService } from './slug-redirects.service';

/** The slug history: the post settings' slug rules and the 301s from old addresses (issue 28). */
@Module({
  imports: [PublicCacheModule],
  providers: [PostSlugsRepository, PostSlugsService, SlugRedirectsService],
  exports: [PostSlugsService, SlugRedirectsService],
})
export class RedirectsModule {}
