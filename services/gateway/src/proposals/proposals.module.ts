import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { PostsModule } from '../posts/posts.module';
import { ProposalsController } from './proposals.controller';
import { ProposalsRepository, TypeOrmProposalsRepository } from './proposals.repository';
import { ProposalsService } from './proposals.service';
import { SentenceRewriteService } from './sentence-rewrite.service';

@Module({
  imports: [JobsModule, PostsModule],
  controllers: [ProposalsController],
  providers: [ProposalsService, SentenceRewriteService, { provide: ProposalsRepository, useClass: TypeOrmProposalsRepository }],
  exports: [ProposalsService],
})
export class ProposalsModule {}
