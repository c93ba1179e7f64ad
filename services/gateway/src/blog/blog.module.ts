import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { PublicCacheModule } from '../cache/public-cache.module';
import { MediaModule } from '../media/media.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';
import { PublicPosts } from './public-posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost]), PublicCacheModule, MediaModule, RedirectsModule],
  controllers: [BlogController],
  providers: [BlogService, PublicPosts],
  exports: [BlogService, PublicPosts],
})
export class BlogModule {}
