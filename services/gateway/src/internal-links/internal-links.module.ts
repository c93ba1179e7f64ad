import { Module } from '@nestjs/common';
import { MarkdownModule } from '../markdown/markdown.module';
import { PostsModule } from '../posts/posts.module';
import { InternalLinksController } from './internal-links.controller';
import { InternalLinksRepository } from './internal-links.repository';
import { InternalLinksService } from './internal-links.service';

@Module({
  imports: [PostsModule, MarkdownModule],
  controllers: [InternalLinksController],
  providers: [InternalLinksService, InternalLinksRepository],
})
export class InternalLinksModule {}
