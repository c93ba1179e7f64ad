import { Injectable } from '@nestjs/common';
import { BeaconThread } from './beacon-thread';

/**
 * The beacons this replica counted and has not yet sent to the Redis buffer, as the request thread sees
 * them: they are held and sent on the beacon thread (see CountedBatch); a flush (AnalyticsFlushService,
 * tests) asks the thread to send them now.
 */
@Injectable()
export class BeaconBatch {
  constructor(private readonly thread: BeaconThread) {}

  /** Beacons held, those being sent included (as of the thread's last answer). */
  get size(): number {
    return this.thread.held;
  }

  /** Sends everything held now, once the beacons received until now are judged; never rejects. */
  flush(): Promise<void> {
    return this.thread.flush();
  }
}
