import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every environment variable the gateway reads, validated once at boot. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  FRONTEND_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanString.default(false),
  TRUST_PROXY: booleanString.default(false),
  RUN_MIGRATIONS: booleanString.default(false),
  SEED_DEMO_CONTENT: booleanString.default(false),
});

export type AppConfig = Readonly<{
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  /** The site's own origin, used for canonical URLs and the CSRF origin check. */
  publicUrl: string;
  dataDir: string;
  frontendDist: string;
  logLevel: string;
  logPretty: boolean;
  trustProxy: boolean;
  /** Apply pending migrations (and seed an empty database) before serving: for containers. */
  runMigrations: boolean;
  seedDemoContent: boolean;
}>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    env: values.NODE_ENV,
    isProduction: values.NODE_ENV === 'production',
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    queuePrefix: values.QUEUE_PREFIX,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(values.DATA_DIR),
    frontendDist: path.resolve(values.FRONTEND_DIST ?? path.join(__dirname, '../../../../frontend/dist')),
    logLevel: values.LOG_LEVEL,
    logPretty: values.LOG_PRETTY,
    trustProxy: values.TRUST_PROXY,
    runMigrations: values.RUN_MIGRATIONS,
    seedDemoContent: values.SEED_DEMO_CONTENT,
  });
}

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
