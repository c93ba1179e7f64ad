import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { PublicCacheModule } from '../cache/public-cache.module';
import { MediaModule } from '../media/media.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { BlogController } from './blog.controller';
import { PublishedPostsRepository } from './published-posts.repository';
import { PublicPosts } from './public-posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost]), PublicCacheModule, MediaModule, RedirectsModule],
  controllers: [BlogController],
  providers: [PublishedPostsRepository, PublicPosts],
  exports: [PublishedPostsRepository, PublicPosts],
})
export class BlogModule {}
