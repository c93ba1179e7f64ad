import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { JobsModule } from '../jobs/jobs.module';
import { MarkdownModule } from '../markdown/markdown.module';
import { ChecksController } from './checks.controller';
import { ChecksRepository } from './checks.repository';
import { ChecksService } from './checks.service';
import { ClaimSecondOpinionService } from './claim-second-opinion.service';

@Module({
  imports: [AiModule, JobsModule, MarkdownModule],
  controllers: [ChecksController],
  providers: [ChecksService, ChecksRepository, ClaimSecondOpinionService],
})
export class ChecksModule {}
