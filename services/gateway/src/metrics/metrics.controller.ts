import { Controller, Get, Header, Inject, Req, Res, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsService } from './metrics.service';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * GET /metrics for Prometheus. With METRICS_TOKEN set, only `Authorization: Bearer <token>` reads it; in
 * production the configuration refuses to load without one, so it is open only in development and tests.
 */
@Controller('metrics')
export class MetricsController {
  private readonly expected: Buffer | null;

  constructor(
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.expected = config.metricsToken ? digest(config.metricsToken) : null;
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (this.expected) {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      // Compare digests: constant time whatever the length of what was sent.
      if (!match || !timingSafeEqual(digest(match[1]), this.expected)) {
        response.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new UnauthorizedException('A valid metrics token is required');
      }
    }
    const body = await this.metrics.render();
    response.status(200).setHeader('Content-Type', this.metrics.contentType);
    response.end(body);
  }
}
