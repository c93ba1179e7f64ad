import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { PostsModule } from '../posts/posts.module';
import { PostRefreshController } from './post-refresh.controller';
import { PostRefreshService } from './post-refresh.service';

@Module({
  imports: [JobsModule, PostsModule],
  controllers: [PostRefreshController],
  providers: [PostRefreshService],
})
export class PostRefreshModule {}
