import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** How often connections held back are let go again. */
const TICK_MS = 2;

/**
 * Spreads a burst of beacons over time on the request thread: at most `perSecond` beacons answered a
 * second (up to a tick's worth at once); past that, the connection that sent one is paused (its next request
 * stays in the kernel, unread) and let go as the budget refills. Beacons are answered 204 at once either
 * way; what waits is the next one on the same connection. A burst (autocannon's flood sends each
 * connection's quota for a second back to back) would otherwise take the request thread whole for its
 * length, and a page read arriving meanwhile waits behind every beacon of the turn. Behind a proxy that
 * reuses its connections for many clients, the request that waits may be another visitor's: it waits a
 * tick or two, instead of behind the whole burst.
 */
export class BeaconPacer {
  /** A tick's worth: what may be answered at once, and the most the budget may owe (so held connections wait a tick or two, never seconds). */
  private readonly burst: number;
  private tokens: number;
  private last = performance.now();
  private readonly held: Socket[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly perSecond: number) {
    this.burst = Math.max(1, (perSecond * TICK_MS) / 1000);
    this.tokens = this.burst;
  }

  /** After a beacon is answered: its connection is held back when the budget of the moment is spent. */
  answered(socket: Socket): void {
    this.refill();
    this.tokens = Math.max(this.tokens - 1, -this.burst);
    if (this.tokens >= 0 || socket.destroyed) return;
    socket.pause();
    this.held.push(socket);
    if (!this.timer) {
      this.timer = setInterval(() => this.release(), TICK_MS);
      this.timer.unref();
    }
  }

  /** Lets every held connection go (the app stops). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const socket of this.held.splice(0)) socket.resume();
  }

  private release(): void {
    this.refill();
    // Each connection let go sends one beacon, which takes its share of the budget when answered.
    let free = Math.floor(this.tokens);
    while (free > 0 && this.held.length > 0) {
      this.held.shift()!.resume();
      free -= 1;
    }
    if (this.held.length === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private refill(): void {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.perSecond) / 1000);
    this.last = now;
  }
}
