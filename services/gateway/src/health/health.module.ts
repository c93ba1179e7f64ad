import { Module } from '@nestjs/common';
import { PublicEdgeModule } from '../public-edge/public-edge.module';
import { HealthController } from './health.controller';
import { KeepAliveService } from './keep-alive.service';

@Module({ imports: [PublicEdgeModule], controllers: [HealthController], providers: [KeepAliveService] })
export class HealthModule {}
