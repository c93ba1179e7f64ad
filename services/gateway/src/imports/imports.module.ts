import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

/** Imports from WordPress, Ghost and markdown (issue 32): upload, dry run, start as a job. */
@Module({
  imports: [JobsModule],
  controllers: [ImportsController],
  providers: [ImportsService],
})
export class ImportsModule {}
