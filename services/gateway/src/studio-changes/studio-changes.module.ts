import { Module } from '@nestjs/common';
import { StudioChangesController } from './studio-changes.controller';
import { StudioChangesRepository } from './studio-changes.repository';
import { StudioChangesService } from './studio-changes.service';

@Module({
  controllers: [StudioChangesController],
  providers: [StudioChangesService, StudioChangesRepository],
})
export class StudioChangesModule {}
