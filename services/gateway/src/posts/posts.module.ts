import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost, PostRevision } from '@app/contract';
import { CoverProposalModule } from '../post-settings/cover-proposal.module';
import { RedirectsModule } from '../redirects/redirects.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { PostsController } from './posts.controller';
import { PostsService } from './posts.service';

@Module({
  imports: [TypeOrmModule.forFeature([BlogPost, PostRevision]), ScheduleModule, RedirectsModule, CoverProposalModule],
  controllers: [PostsController],
  providers: [PostsService],
  exports: [PostsService],
})
export class PostsModule {}
