import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminUser } from './admin-session';
import { PasswordCheckQueue } from './password-check-queue';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** The one admin account: the password is hashed at boot and never logged or kept in a log-able place. */
@Injectable()
export class AdminCredentialsService implements OnModuleInit {
  private readonly logger = new Logger(AdminCredentialsService.name);
  private passwordHash = '';
  /** How long a password check takes here: measured at boot, then a running average of real ones. */
  private checkMs = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly checks: PasswordCheckQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    const { password, passwordHash, passwordGenerated } = this.config.admin;
    this.passwordHash = passwordHash ?? (await argon2.hash(password ?? '', ARGON2_OPTIONS));
    await this.checkPassword('not the password');
    if (passwordGenerated) {
      this.logger.warn('No ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set: generated a random admin password for this process only (not shown). Set ADMIN_PASSWORD to sign in.');
    }
    if (this.config.session.secretGenerated) {
      this.logger.warn('No SESSION_SECRET is set: generated one for this process; sessions end when it restarts.');
    }
  }

  /**
   * Checks a username and password. Only the admin's username gets a password check (argon2, in the
   * bounded PasswordCheckQueue: 503 when it is full); any other username is refused for the price of a
   * timer that lasts as long as a check does here, so a flood of made-up usernames costs no CPU and
   * its answers still take the time a wrong password takes. The username comparison is constant-time.
   * What is left to tell them apart (waiting in the queue, or its 503) only shows when checks of the
   * admin's username are already running, i.e. to someone who already sends the right username.
   */
  async verify(username: string, password: string): Promise<AdminUser | null> {
    const usernameMatches = timingSafeEqual(digest(username), digest(this.config.admin.username));
    if (!usernameMatches) {
      await sleep(this.checkMs);
      return null;
    }
    const passwordMatches = await this.checks.run(() => this.checkPassword(password));
    return passwordMatches ? { username: this.config.admin.username } : null;
  }

  private async checkPassword(password: string): Promise<boolean> {
    const started = performance.now();
    try {
      return await argon2.verify(this.passwordHash, password);
    } catch {
      return false;
    } finally {
      const took = performance.now() - started;
      this.checkMs = this.checkMs ? 0.8 * this.checkMs + 0.2 * took : took;
    }
  }
}
