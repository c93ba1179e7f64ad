import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { AdminCredentialsService } from './admin-credentials.service';
import { AdminSessionGuard } from './admin-session.guard';
import { AuthController } from './auth.controller';
import { LocalStrategy } from './local.strategy';
import { LoginThrottleService } from './login-throttle.service';
import { LoginGuard } from './login.guard';
import { PasswordCheckQueue } from './password-check-queue';
import { SessionSerializer } from './session.serializer';
import { createSessionMiddleware, SESSION_MIDDLEWARE } from './session.middleware';

/**
 * Admin sign-in. Global so any feature module can `@UseGuards(AdminSessionGuard)` without importing it.
 * SESSION_MIDDLEWARE is mounted by createApp on ADMIN_SESSION_PATHS; sessions live in the gateway's
 * fail-fast Redis client (RedisModule), so sign-in answers 503 at once while Redis is down.
 */
@Global()
@Module({
  imports: [PassportModule.register({ session: true })],
  controllers: [AuthController],
  providers: [
    AdminCredentialsService,
    PasswordCheckQueue,
    LocalStrategy,
    SessionSerializer,
    LoginThrottleService,
    LoginGuard,
    AdminSessionGuard,
    {
      provide: SESSION_MIDDLEWARE,
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, client: Redis) => createSessionMiddleware(config, client),
    },
  ],
  exports: [AdminSessionGuard, SESSION_MIDDLEWARE],
})
export class AuthModule {}
