import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminCredentialsService } from './admin-credentials.service';
import { AdminSessionGuard } from './admin-session.guard';
import { AuthController } from './auth.controller';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { LoginGuard } from './login.guard';
import { SessionSerializer } from './session.serializer';
import {
  createSessionMiddleware,
  createSessionRedis,
  SESSION_MIDDLEWARE,
  SESSION_REDIS,
  SessionRedisClient,
} from './session.middleware';

/**
 * Admin sign-in. Global so any feature module can `@UseGuards(AdminSessionGuard)` without importing it.
 * SESSION_MIDDLEWARE is mounted by createApp on ADMIN_SESSION_PATHS.
 */
@Global()
@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    AdminCredentialsService,
    LocalStrategy,
    SessionSerializer,
    LoginThrottleService,
    LoginGuard,
    AdminSessionGuard,
    { provide: SESSION_REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createSessionRedis(config.redisUrl) },
    {
      provide: SESSION_MIDDLEWARE,
      inject: [APP_CONFIG, SESSION_REDIS],
      useFactory: (config: AppConfig, client: SessionRedisClient) => createSessionMiddleware(config, client),
    },
  ],
  exports: [AdminSessionGuard, SESSION_MIDDLEWARE],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_REDIS) private readonly sessionRedis: SessionRedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    try {
      this.sessionRedis.destroy();
    } catch {
      // already closed
    }
  }
}
