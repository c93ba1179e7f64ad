import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsService } from '../metrics/metrics.service';
import { BeaconThread } from './beacon-thread';

/**
 * `analytics_beacons_total{outcome}` on /metrics: every beacon this replica received since boot, by what
 * became of it (counted, or why it was dropped: busy, limited, bot, unknown-path...), read at scrape time.
 * Every beacon is answered 204 whatever happens to it, so this is where an operator sees a flood being
 * dropped, or a judging thread that cannot keep up ('busy').
 */
@Injectable()
export class BeaconMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly thread: BeaconThread,
  ) {}

  onModuleInit(): void {
    const outcomes = this.thread.outcomes;
    new Counter({
      name: 'analytics_beacons_total',
      help: 'Beacons received since boot, by outcome (counted, or the reason it was dropped)',
      labelNames: ['outcome'],
      registers: [this.metrics.registry],
      collect() {
        this.reset();
        for (const [outcome, count] of outcomes) this.inc({ outcome }, count);
      },
    });
  }
}
