import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost, PostRevision } from '@app/contract';
import { ScheduleModule } from '../schedule/schedule.module';
import { PostListRepository } from './post-list.repository';
import { PostSummariesRepository } from './post-summaries.repository';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost, PostRevision]), ScheduleModule],
  controllers: [PostsController],
  providers: [PostsService, PostListRepository, PostSummariesRepository],
  exports: [PostsService],
})
export class PostsModule {}
