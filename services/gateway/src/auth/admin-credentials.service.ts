import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminUser } from './admin-session';

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

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    const { password, passwordHash, passwordGenerated } = this.config.admin;
    this.passwordHash = passwordHash ?? (await argon2.hash(password ?? '', ARGON2_OPTIONS));
    if (passwordGenerated) {
      this.logger.warn('No ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is set: generated a random admin password for this process only (not shown). Set ADMIN_PASSWORD to sign in.');
    }
    if (this.config.session.secretGenerated) {
      this.logger.warn('No SESSION_SECRET is set: generated one for this process; sessions end when it restarts.');
    }
  }

  /**
   * Checks a username and password. The password hash is always verified, so an unknown username
   * costs the same time as a wrong password, and the username comparison is constant-time.
   */
  async verify(username: string, password: string): Promise<AdminUser | null> {
    let passwordMatches = false;
    try {
      passwordMatches = await argon2.verify(this.passwordHash, password);
    } catch {
      passwordMatches = false;
    }
    const usernameMatches = timingSafeEqual(digest(username), digest(this.config.admin.username));
    return passwordMatches && usernameMatches ? { username: this.config.admin.username } : null;
  }
}
