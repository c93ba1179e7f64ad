import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { PublicCacheModule } from '../cache/public-cache.module';
import { MediaModule } from '../media/media.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { BlogController } from './blog.controller';
import { PublicPosts } from './public-posts.service';
import { PublishedPostsRepository } from './published-posts.repository';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost]), PublicCacheModule, MediaModule, RedirectsModule],
  controllers: [BlogController],
  providers: [PublicPosts, PublishedPostsRepository],
  exports: [PublicPosts, PublishedPostsRepository],
})
export class BlogModule {}
