import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { TopicMemoryController } from './topic-memory.controller';
import { TopicMemoryService } from './topic-memory.service';

@Module({
  imports: [PostsModule],
  controllers: [TopicMemoryController],
  providers: [TopicMemoryService],
  exports: [TopicMemoryService],
})
export class TopicMemoryModule {}
