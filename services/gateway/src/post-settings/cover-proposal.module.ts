import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MediaModule } from '../media/media.module';
import { CoverProposalService } from './cover-proposal.service';

/** The new cover a rename proposes (posts' PUT uses it; apart from PostSettingsModule, which reads posts). */
@Module({
  imports: [JobsModule, MediaModule],
  providers: [CoverProposalService],
  exports: [CoverProposalService],
})
export class CoverProposalModule {}
