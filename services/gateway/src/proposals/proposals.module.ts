import { Module } from '@nestjs/common';
import { ProposalsController } from './proposals.controller';
import { ProposalsRepository, TypeOrmProposalsRepository } from './proposals.repository';
import { ProposalsService } from './proposals.service';

@Module({
  controllers: [ProposalsController],
  providers: [ProposalsService, { provide: ProposalsRepository, useClass: TypeOrmProposalsRepository }],
  exports: [ProposalsService],
})
export class ProposalsModule {}
