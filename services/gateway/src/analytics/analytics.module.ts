import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { PublicCacheModule } from '../cache/public-cache.module';
import { MetricsModule } from '../metrics/metrics.module';
import { AnalyticsBuffer } from './analytics-buffer';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsFlushService } from './analytics-flush.service';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { BeaconBatch } from './beacon-batch';
import { BeaconCollector } from './beacon-collector';
import { BeaconMetrics } from './beacon-metrics';
import { BeaconThread } from './beacon-thread';

/**
 * Reading analytics (issue 31): the beacon endpoint and script (answered in front of express, see
 * app.factory), the beacon thread (judging and counting, the replica's batch of counted beacons), the Redis buffer and its periodic flush to daily aggregates, and the studio's figures.
 */
@Module({
  imports: [BlogModule, PublicCacheModule, MetricsModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsBuffer, BeaconThread, BeaconBatch, BeaconCollector, BeaconMetrics, AnalyticsFlushService, AnalyticsRepository, AnalyticsService],
  exports: [BeaconCollector, AnalyticsService],
})
export class AnalyticsModule {}
