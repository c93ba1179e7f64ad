import { INestApplication } from '@nestjs/common';
import { createTestDatabase, testRedisUrl, TestDatabase, uniqueRedisPrefix } from '@app/testing';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';

/** The admin every test app accepts (override with ADMIN_USERNAME / ADMIN_PASSWORD). */
export const TEST_ADMIN = Object.freeze({ username: 'admin', password: 'test-password-123' });

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  dataSource: DataSource;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Run on this database instead of a fresh one (a second replica: pass the first app's
   * `database` and its QUEUE_PREFIX / SESSION_PREFIX in `env`). The owner of the database drops it.
   */
  database?: TestDatabase;
}

/**
 * The real gateway on a fresh migrated database and the run's real Redis (with its own key prefix).
 * `env` overrides any configuration variable.
 */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    QUEUE_PREFIX: uniqueRedisPrefix('q'),
    DATA_DIR: '/tmp/hf-test-data',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    // Own session and login-throttle keys, so suites sharing the run's Redis never see each other's.
    SESSION_PREFIX: `${uniqueRedisPrefix('sess')}:`,
    LOGIN_THROTTLE_PREFIX: uniqueRedisPrefix('login'),
    AI_START_THROTTLE_PREFIX: uniqueRedisPrefix('ai-start'),
    ANALYTICS_PREFIX: uniqueRedisPrefix('analytics'),
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  const dataSource = app.get(DataSource);
  return {
    app,
    config,
    dataSource,
    database,
    async close() {
      await app.close();
      if (ownsDatabase) await database.drop();
    },
  };
}
