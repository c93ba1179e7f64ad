import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { PostsModule } from '../posts/posts.module';
import { PostRefreshController } from './post-refresh.controller';
import { PostRefreshRepository } from './post-refresh.repository';
import { PostRefreshService } from './post-refresh.service';

@Module({
  imports: [JobsModule, PostsModule],
  controllers: [PostRefreshController],
  providers: [PostRefreshService, PostRefreshRepository],
})
export class PostRefreshModule {}
