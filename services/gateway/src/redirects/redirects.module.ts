import { Module } from '@nestjs/common';
import { PostSlugsRepository } from './post-slugs.repository';
import { PostSlugsService } from './post-slugs.service';

/**
 * The slug history (issue 28): the post settings' slug rules, and the old -> current table the public
 * reads answer 301 from (PublicPosts.redirectOf, built with the published list once per write).
 */
@Module({
  providers: [PostSlugsRepository, PostSlugsService],
  exports: [PostSlugsService, PostSlugsRepository],
})
export class RedirectsModule {}
