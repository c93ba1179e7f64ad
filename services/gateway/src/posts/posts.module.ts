import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost, PostRevision } from '@app/contract';
import { ScheduleModule } from '../schedule/schedule.module';
import { PostHistoryRepository, TypeOrmPostHistoryRepository } from './post-history.repository';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost, PostRevision]), ScheduleModule],
  controllers: [PostsController],
  providers: [PostsService, { provide: PostHistoryRepository, useClass: TypeOrmPostHistoryRepository }],
  exports: [PostsService, PostHistoryRepository],
})
export class PostsModule {}
