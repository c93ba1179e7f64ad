import { Module } from '@nestjs/common';
import { PublicCacheModule } from '../cache/public-cache.module';
import { MetricsModule } from '../metrics/metrics.module';
import { PublicEdge } from './public-edge.service';

@Module({ imports: [PublicCacheModule, MetricsModule], providers: [PublicEdge], exports: [PublicEdge] })
export class PublicEdgeModule {}
