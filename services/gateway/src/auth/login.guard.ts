import { BadRequestException, ExecutionContext, HttpException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { INVALID_CREDENTIALS } from './local.strategy';
import { LoginThrottleService, TooManyLoginAttemptsException } from './login-throttle.service';
import { PasswordChecksBusyException } from './password-check-queue';

export const CREDENTIALS_REQUIRED = 'Please enter both username and password';
const MAX_FIELD_LENGTH = 1024;

function readCredentials(body: unknown): { username: string; password: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { username, password } = body as Record<string, unknown>;
  if (typeof username !== 'string' || typeof password !== 'string') return null;
  if (!username.trim() || !password.trim()) return null;
  if (username.length > MAX_FIELD_LENGTH || password.length > MAX_FIELD_LENGTH) return null;
  return { username, password };
}

/**
 * POST /api/admin/login: checks the body, charges the attempt to the throttle counters, then
 * passport-local; on success passport regenerates the session (a new id, against fixation) and the
 * login time starts the absolute lifetime. Failures answer one text whatever was wrong.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  private readonly logger = new Logger('AdminLogin');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly throttle: LoginThrottleService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const credentials = readCredentials(request.body);
    if (!credentials) throw new BadRequestException(CREDENTIALS_REQUIRED);
    const ip = request.ip ?? 'unknown';
    // The attempt is charged before the password is checked (refused attempts are never checked).
    try {
      await this.throttle.admit(ip, credentials.username);
    } catch (error) {
      if (error instanceof TooManyLoginAttemptsException) {
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
        this.logger.warn({ ip, limit: error.limit, req: request }, 'Admin login throttled');
      }
      throw error;
    }
    try {
      await super.canActivate(context);
    } catch (error) {
      if (error instanceof PasswordChecksBusyException) {
        response.setHeader('Retry-After', String(error.retryAfterSeconds));
        this.logger.warn({ ip, req: request }, 'Admin login refused: password checks busy');
      }
      if (!(error instanceof UnauthorizedException)) throw error;
      // Nothing to record: admit() already charged this failure.
      // Never the password, nor the username (people type passwords into it).
      this.logger.warn({ ip, req: request }, 'Admin login failed');
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(ip, credentials.username);
    await super.logIn(request);
    request.session.loginTime = Date.now();
    request.session.cookie.maxAge = this.config.session.ttlSeconds * 1000;
    await new Promise<void>((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));
    this.logger.log({ ip, req: request }, 'Admin signed in');
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof HttpException) throw error;
    if (error || !user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
