import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import pLimit from 'p-limit';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** What a sign-in attempt beyond the queue gets: 503 at once, with Retry-After (LoginGuard sets it). */
export class PasswordChecksBusyException extends ServiceUnavailableException {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('Too many sign-in attempts are being checked right now. Please try again in a moment.');
  }
}

/**
 * Bounds the password checks of this process: LOGIN_VERIFY_CONCURRENCY run at once (default 1, so
 * argon2 never holds every core and the event loop keeps one), LOGIN_VERIFY_QUEUE more wait (default 8);
 * beyond that an attempt is refused at once instead of queueing behind hundreds of others, which is
 * what made the admin's own sign-in wait 9–13 s during a burst.
 */
@Injectable()
export class PasswordCheckQueue {
  private readonly limit: pLimit.Limit;
  private readonly capacity: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'loginThrottle'>) {
    const { verifyConcurrency, verifyQueue } = config.loginThrottle;
    this.limit = pLimit(verifyConcurrency);
    this.capacity = verifyConcurrency + verifyQueue;
  }

  /** Runs `check` in turn; throws PasswordChecksBusyException when the queue is full. */
  run<T>(check: () => Promise<T>): Promise<T> {
    if (this.limit.activeCount + this.limit.pendingCount >= this.capacity) throw new PasswordChecksBusyException();
    return this.limit(check);
  }
}
