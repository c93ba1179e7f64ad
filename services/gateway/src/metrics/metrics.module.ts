import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { JobMetricsRepository } from './job-metrics.repository';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

@Module({
  imports: [JobsModule],
  controllers: [MetricsController],
  providers: [MetricsService, JobMetricsRepository],
  exports: [MetricsService],
})
export class MetricsModule {}
