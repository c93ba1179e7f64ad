import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { InternalLinksController } from './internal-links.controller';
import { InternalLinksService } from './internal-links.service';

@Module({
  imports: [PostsModule],
  controllers: [InternalLinksController],
  providers: [InternalLinksService],
})
export class InternalLinksModule {}
