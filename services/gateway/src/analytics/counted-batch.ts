import { Logger } from '@nestjs/common';
import type { AnalyticsConfig } from '../config/app-config';
import { AnalyticsBuffer, CountedBeacon } from './analytics-buffer';

/**
 * A send starts once this many beacons are held (or half of ANALYTICS_BATCH_MAX, if less): adding up
 * and encoding a send takes about 2.5 µs a beacon, so sends stay well under a millisecond.
 */
const SEND_AT = 250;

/**
 * The beacons a replica counted and has not yet sent to the Redis buffer, held on the beacon thread
 * (see beacon.thread): sent in one round trip (AnalyticsBuffer.recordMany) every
 * ANALYTICS_BATCH_INTERVAL_MS, sooner once SEND_AT are held, and at a normal stop. Bounded: at most
 * ANALYTICS_BATCH_MAX beacons are held (those being sent included); past it `add` refuses and the caller
 * drops and counts the beacon, so a flood, or Redis slow or down, cannot grow memory. A batch Redis
 * refuses is lost (and counted).
 */
export class CountedBatch {
  private readonly logger = new Logger('BeaconBatch');
  private held: CountedBeacon[] = [];
  private sendingCount = 0;
  private sending: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failing = false;
  /** Beacons lost because Redis refused the batch they were sent in, since boot. */
  lost = 0;

  constructor(
    private readonly buffer: AnalyticsBuffer,
    private readonly config: Pick<AnalyticsConfig, 'batchMax' | 'batchIntervalMs'>,
  ) {}

  /** Sends what is held every ANALYTICS_BATCH_INTERVAL_MS. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.config.batchIntervalMs);
    this.timer.unref();
  }

  /** Holds a counted beacon for the next send; false (and nothing held) when the batch is full. */
  add(beacon: CountedBeacon): boolean {
    const max = this.config.batchMax;
    if (this.held.length + this.sendingCount >= max) return false;
    this.held.push(beacon);
    if (this.held.length >= Math.min(SEND_AT, Math.ceil(max / 2)) && !this.sending) void this.flush();
    return true;
  }

  /** Beacons held, those being sent included. */
  get size(): number {
    return this.held.length + this.sendingCount;
  }

  /** Sends everything held now (after any send under way); never rejects. */
  async flush(): Promise<void> {
    while (this.sending) await this.sending;
    if (this.held.length === 0) return;
    const beacons = this.held;
    this.held = [];
    this.sendingCount = beacons.length;
    this.sending = this.buffer
      .recordMany(beacons)
      .then(() => {
        if (this.failing) this.logger.log('Beacons reach Redis again');
        this.failing = false;
      })
      .catch((error: unknown) => {
        if (!this.failing) this.logger.warn(`Could not send ${beacons.length} counted beacons to Redis, they are lost: ${(error as Error).message}`);
        this.failing = true;
        this.lost += beacons.length;
      })
      .finally(() => {
        this.sendingCount = 0;
        this.sending = null;
      });
    await this.sending;
  }
}
