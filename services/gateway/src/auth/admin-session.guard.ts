import { CanActivate, ExecutionContext, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { destroySession, remainingSessionMs } from './admin-session';

export const AUTHENTICATION_REQUIRED = 'Authentication required';

/**
 * Lets a request through only with a valid, unexpired admin session; otherwise
 * 401 `{statusCode: 401, message: 'Authentication required'}`. An expired session is destroyed.
 * Sessions are loaded for /api/admin/* and /api/ai/* (see ADMIN_SESSION_PATHS).
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  private readonly logger = new Logger(AdminSessionGuard.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    if (remainingSessionMs(request, this.config.session.ttlSeconds) > 0) return true;
    if (request.session?.passport?.user) {
      await destroySession(request).catch((error: unknown) => this.logger.warn({ err: error }, 'Could not destroy an expired session'));
    }
    throw new UnauthorizedException(AUTHENTICATION_REQUIRED);
  }
}
