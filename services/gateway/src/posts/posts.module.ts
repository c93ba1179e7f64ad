import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost, PostRevision } from '@app/contract';
import { CoverProposalModule } from '../post-settings/cover-proposal.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { PostHistoryRepository, TypeOrmPostHistoryRepository } from './post-history.repository';
import { PostListRepository } from './post-list.repository';
import { PostSummariesRepository } from './post-summaries.repository';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost, PostRevision]), ScheduleModule, RedirectsModule, CoverProposalModule],
  controllers: [PostsController],
  providers: [PostsService, PostsRepository, PostListRepository, PostSummariesRepository, { provide: PostHistoryRepository, useClass: TypeOrmPostHistoryRepository }],
  exports: [PostsService, PostHistoryRepository],
})
export class PostsModule {}
