import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { PostsModule } from '../posts/posts.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { TopicMemoryModule } from '../topic-memory/topic-memory.module';
import { IdeasController } from './ideas.controller';
import { IdeasRepository } from './ideas.repository';
import { IdeasService } from './ideas.service';
import { ProductionsController } from './productions.controller';
import { ProductionsRepository, TypeOrmProductionsRepository } from './productions.repository';
import { ProductionsService } from './productions.service';

@Module({
  imports: [JobsModule, PostsModule, ProposalsModule, ScheduleModule, TopicMemoryModule],
  controllers: [IdeasController, ProductionsController],
  providers: [IdeasService, IdeasRepository, ProductionsService, { provide: ProductionsRepository, useClass: TypeOrmProductionsRepository }],
  // The checks judge what a production's approval would put live: its preview (issue 27).
  exports: [ProductionsService],
})
export class AiModule {}
