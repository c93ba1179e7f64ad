import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { TopicMemoryController } from './topic-memory.controller';
import { TopicMemoryRepository } from './topic-memory.repository';
import { TopicMemoryService } from './topic-memory.service';

@Module({
  imports: [PostsModule],
  controllers: [TopicMemoryController],
  providers: [TopicMemoryService, TopicMemoryRepository],
  exports: [TopicMemoryService],
})
export class TopicMemoryModule {}
