import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, TrustProxy } from './trust-proxy';

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
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxy => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
  RUN_MIGRATIONS: booleanString.default(false),
  SEED_DEMO_CONTENT: booleanString.default(false),
  ADMIN_USERNAME: z.string().trim().min(1).max(120).default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(1024).optional(),
  ADMIN_PASSWORD_HASH: z.string().startsWith('$argon2id$', 'must be an argon2id hash ($argon2id$...)').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_SESSION_TTL: z.coerce.number().int().min(1).max(30 * 24 * 3600).default(12 * 3600),
  SESSION_PREFIX: z.string().min(1).default('sess:'),
  LOGIN_THROTTLE_PREFIX: z.string().min(1).default('login-fail'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW: z.coerce.number().int().min(1).default(15 * 60),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(100),
  LOGIN_IP_FAILURE_WINDOW: z.coerce.number().int().min(1).default(3600),
  LOGIN_USER_FREE_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_USER_BASE_DELAY: z.coerce.number().int().min(1).default(1),
  LOGIN_USER_MAX_DELAY: z.coerce.number().int().min(1).default(15 * 60),
  LOGIN_USER_FAILURE_WINDOW: z.coerce.number().int().min(1).default(24 * 3600),
  LOGIN_VERIFY_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  LOGIN_VERIFY_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(256).optional(),
  AI_START_THROTTLE_PREFIX: z.string().min(1).default('ai-start'),
  AI_START_MAX: z.coerce.number().int().min(1).default(30),
  AI_START_WINDOW: z.coerce.number().int().min(1).default(10 * 60),
  AI_START_GLOBAL_MAX: z.coerce.number().int().min(1).default(60),
  AI_MAX_OPEN_JOBS: z.coerce.number().int().min(1).default(20),
  AI_MONTHLY_BUDGET_USD: z.coerce.number().min(0).max(1_000_000).optional(),
  AI_PROVIDER: z.enum(['offline', 'anthropic', 'openai']).default('offline'),
  RSS_ITEMS: z.coerce.number().int().min(1).max(1000).default(50),
  SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(50_000),
  POST_AGEING_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  IMPORT_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(4096).default(256),
  ANALYTICS: z.enum(['on', 'off']).default('on'),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(90).max(36_500).default(400),
  ANALYTICS_PREFIX: z.string().min(1).default('analytics'),
  ANALYTICS_FLUSH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  ANALYTICS_GLOBAL_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(600_000),
  ANALYTICS_PACE: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
  ANALYTICS_BATCH_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(100),
  ANALYTICS_BATCH_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  ANALYTICS_TOP_VALUES: z.coerce.number().int().min(1).max(1000).default(20),
  PUBLIC_WORK_RATE: z.coerce.number().positive().max(100_000).default(20),
  PUBLIC_WORK_BURST: z.coerce.number().int().min(1).max(1_000_000).default(200),
  PUBLIC_WORK_CLIENTS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
});

export interface AdminCredentialsConfig {
  username: string;
  /** Plain password from ADMIN_PASSWORD (hashed at boot, never logged), or null when a hash is given. */
  password: string | null;
  /** argon2id hash from ADMIN_PASSWORD_HASH. */
  passwordHash: string | null;
  /** True when neither was set outside production and an unknown random password was generated. */
  passwordGenerated: boolean;
}

export interface SessionConfig {
  secret: string;
  secretGenerated: boolean;
  /** Absolute lifetime in seconds, counted from login whatever the activity. */
  ttlSeconds: number;
  /** Redis key prefix for sessions. */
  prefix: string;
  cookieName: string;
  secureCookie: boolean;
}

export interface LoginThrottleConfig {
  prefix: string;
  /** Failures allowed for one IP + username within `windowSeconds`. */
  maxFailures: number;
  windowSeconds: number;
  /** Failures allowed for one IP (any username) within `ipWindowSeconds`. */
  ipMaxFailures: number;
  ipWindowSeconds: number;
  /** One username from any IPs: free failures, then doubling delays (seconds) up to a cap. */
  username: Readonly<{
    freeFailures: number;
    baseDelaySeconds: number;
    maxDelaySeconds: number;
    windowSeconds: number;
  }>;
  /**
   * Password checks (argon2, ~19 MiB and tens of ms of a core each) running at once in this process, and
   * how many more may wait for one; an attempt beyond both answers 503 at once.
   */
  verifyConcurrency: number;
  verifyQueue: number;
}

/** Reading analytics (issue 31): privacy-first page views, read depth, engaged time, sources and CTA clicks. */
export interface AnalyticsConfig {
  /** ANALYTICS=off: no script on the pages, no beacon endpoint, nothing counted or written. */
  enabled: boolean;
  /** Daily aggregates older than this are rolled into monthly totals. */
  retentionDays: number;
  /** Redis key prefix of the buffer, the daily salt and the per-client limit. */
  prefix: string;
  /** How often buffered counts are written to Postgres (one replica at a time). */
  flushIntervalMs: number;
  /** Beacons one client (a salted hash of its address) may send per minute to one replica; the rest are dropped. */
  rateLimitPerMinute: number;
  /** Beacons one replica counts per minute from all clients together; the rest are dropped (a flood from ever-new addresses). */
  globalRateLimitPerMinute: number;
  /** Beacons a replica's request thread answers per second at most; past it the connections that sent them wait a moment (BeaconPacer). */
  pacePerSecond: number;
  /** How often a replica sends the beacons it counted to the Redis buffer, in one call (sooner when 250 are held). */
  batchIntervalMs: number;
  /** Beacons a replica holds before sending them to Redis; past it new ones are dropped (and counted as dropped). */
  batchMax: number;
  /** Distinct referrers / UTM values kept per day, page and dimension; the rest count as "(other)". */
  topValues: number;
}

/**
 * AI work started (and retried): at most `maxStarts` per admin account and `globalMaxStarts` in all, in
 * `windowSeconds` (fixed windows); at most `maxOpenJobs` AI jobs queued or running at once.
 */
export interface AiStartThrottleConfig {
  prefix: string;
  maxStarts: number;
  globalMaxStarts: number;
  windowSeconds: number;
  maxOpenJobs: number;
}

/**
 * What one client (an IPv4 address, or an IPv6 /64) may ask of the public site that no cache answers:
 * 404s, searches and feed rebuilds. A token bucket per client, `ratePerSecond` refilled up to `burst`;
 * past it such requests answer 429 before any work. At most `clients` buckets are kept (least recently
 * used forgotten first), so a flood of addresses cannot grow memory.
 */
export interface PublicWorkBudgetConfig {
  ratePerSecond: number;
  burst: number;
  clients: number;
}

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
  /** Express's `trust proxy`: false, a hop count or trusted addresses/subnets; never `true`. */
  trustProxy: TrustProxy;
  /** How long an idle keep-alive connection stays open (node's own default, 5 s, unless set). */
  keepAliveTimeoutMs: number;
  /** Apply pending migrations (and seed an empty database) before serving: for containers. */
  runMigrations: boolean;
  seedDemoContent: boolean;
  admin: Readonly<AdminCredentialsConfig>;
  session: Readonly<SessionConfig>;
  loginThrottle: Readonly<LoginThrottleConfig>;
  aiStartThrottle: Readonly<AiStartThrottleConfig>;
  /** AI_MONTHLY_BUDGET_USD: starting AI work once the month's spend reached it answers 402; null: no limit. */
  aiMonthlyBudgetUsd: number | null;
  /**
   * AI_PROVIDER, as the workers are configured: with a model (anthropic, openai) the checks ask it for a
   * second opinion on claims; offline, the rules alone decide.
   */
  aiProvider: 'offline' | 'anthropic' | 'openai';
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; unset (open) only outside production. */
  metricsToken: string | null;
  /** RSS_ITEMS: how many of the newest posts /rss.xml carries. */
  rssItems: number;
  /** SITEMAP_MAX_URLS: URLs per sitemap file (the protocol's limit, 50,000); above it /sitemap.xml is an index. */
  sitemapMaxUrls: number;
  /** POST_AGEING_DAYS: a published post not updated for this many days is 'ageing' (issue 17). */
  postAgeingDays: number;
  /** IMPORT_MAX_UPLOAD_MB in bytes: the largest import upload (413 past it, never read further). */
  importMaxUploadBytes: number;
  analytics: Readonly<AnalyticsConfig>;
  publicWorkBudget: Readonly<PublicWorkBudgetConfig>;
}>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
/** Secrets left empty (e.g. `ADMIN_PASSWORD=` from a compose default) count as not set. */
const EMPTY_MEANS_UNSET = ['ADMIN_PASSWORD', 'ADMIN_PASSWORD_HASH', 'SESSION_SECRET', 'METRICS_TOKEN'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = { ...env };
  for (const name of EMPTY_MEANS_UNSET) if (cleaned[name] === '') delete cleaned[name];
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const missing: string[] = [];
  if (isProduction && !values.ADMIN_PASSWORD && !values.ADMIN_PASSWORD_HASH) {
    missing.push('ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH): required when NODE_ENV=production');
  }
  if (isProduction && !values.SESSION_SECRET) missing.push('SESSION_SECRET: required when NODE_ENV=production');
  if (isProduction && !values.METRICS_TOKEN) {
    missing.push('METRICS_TOKEN: required when NODE_ENV=production, or GET /metrics is open to anyone (16+ characters, e.g. openssl rand -hex 24)');
  }
  if (values.LOGIN_USER_BASE_DELAY > values.LOGIN_USER_MAX_DELAY) missing.push('LOGIN_USER_BASE_DELAY: must not exceed LOGIN_USER_MAX_DELAY');
  if (missing.length) throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  // Outside production a missing secret is generated for this process only: sessions end on restart.
  const passwordGenerated = !values.ADMIN_PASSWORD && !values.ADMIN_PASSWORD_HASH;
  return Object.freeze({
    env: values.NODE_ENV,
    isProduction,
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
    keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
    runMigrations: values.RUN_MIGRATIONS,
    seedDemoContent: values.SEED_DEMO_CONTENT,
    postAgeingDays: values.POST_AGEING_DAYS,
    importMaxUploadBytes: values.IMPORT_MAX_UPLOAD_MB * 1024 * 1024,
    admin: Object.freeze({
      username: values.ADMIN_USERNAME,
      password: values.ADMIN_PASSWORD_HASH ? null : (values.ADMIN_PASSWORD ?? (passwordGenerated ? randomBytes(24).toString('base64url') : null)),
      passwordHash: values.ADMIN_PASSWORD_HASH ?? null,
      passwordGenerated,
    }),
    session: Object.freeze({
      secret: values.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      secretGenerated: !values.SESSION_SECRET,
      ttlSeconds: values.ADMIN_SESSION_TTL,
      prefix: values.SESSION_PREFIX,
      cookieName: 'hf.sid',
      // Secure in production, except for an explicitly plain-HTTP PUBLIC_URL (e.g. compose on localhost),
      // where a Secure cookie would never come back and login could not work.
      secureCookie: isProduction && !values.PUBLIC_URL?.startsWith('http://'),
    }),
    loginThrottle: Object.freeze({
      prefix: values.LOGIN_THROTTLE_PREFIX,
      maxFailures: values.LOGIN_MAX_FAILURES,
      windowSeconds: values.LOGIN_FAILURE_WINDOW,
      ipMaxFailures: values.LOGIN_IP_MAX_FAILURES,
      ipWindowSeconds: values.LOGIN_IP_FAILURE_WINDOW,
      username: Object.freeze({
        freeFailures: values.LOGIN_USER_FREE_FAILURES,
        baseDelaySeconds: values.LOGIN_USER_BASE_DELAY,
        maxDelaySeconds: values.LOGIN_USER_MAX_DELAY,
        windowSeconds: values.LOGIN_USER_FAILURE_WINDOW,
      }),
      verifyConcurrency: values.LOGIN_VERIFY_CONCURRENCY,
      verifyQueue: values.LOGIN_VERIFY_QUEUE,
    }),
    aiStartThrottle: Object.freeze({
      prefix: values.AI_START_THROTTLE_PREFIX,
      maxStarts: values.AI_START_MAX,
      globalMaxStarts: values.AI_START_GLOBAL_MAX,
      windowSeconds: values.AI_START_WINDOW,
      maxOpenJobs: values.AI_MAX_OPEN_JOBS,
    }),
    aiMonthlyBudgetUsd: values.AI_MONTHLY_BUDGET_USD ?? null,
    aiProvider: values.AI_PROVIDER,
    metricsToken: values.METRICS_TOKEN ?? null,
    rssItems: values.RSS_ITEMS,
    sitemapMaxUrls: values.SITEMAP_MAX_URLS,
    analytics: Object.freeze({
      enabled: values.ANALYTICS === 'on',
      retentionDays: values.ANALYTICS_RETENTION_DAYS,
      prefix: values.ANALYTICS_PREFIX,
      flushIntervalMs: values.ANALYTICS_FLUSH_INTERVAL_MS,
      rateLimitPerMinute: values.ANALYTICS_RATE_LIMIT,
      globalRateLimitPerMinute: values.ANALYTICS_GLOBAL_RATE_LIMIT,
      pacePerSecond: values.ANALYTICS_PACE,
      batchIntervalMs: values.ANALYTICS_BATCH_INTERVAL_MS,
      batchMax: values.ANALYTICS_BATCH_MAX,
      topValues: values.ANALYTICS_TOP_VALUES,
    }),
    publicWorkBudget: Object.freeze({
      ratePerSecond: values.PUBLIC_WORK_RATE,
      burst: values.PUBLIC_WORK_BURST,
      clients: values.PUBLIC_WORK_CLIENTS,
    }),
  });
}

/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
