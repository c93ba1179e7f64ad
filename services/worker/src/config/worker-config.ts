import { z } from 'zod';
import { DEFAULT_PRICES, PriceTable, priceTableSchema } from '../providers/pricing';

const concurrency = (fallback: number) => z.coerce.number().int().min(1).max(64).default(fallback);

/** Every environment variable the worker reads, validated once at boot. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL'),
    QUEUE_PREFIX: z.string().min(1).default('bull'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AI_PROVIDER: z.enum(['offline', 'anthropic', 'openai']).default('offline'),
    AI_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: z.url().optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.url().optional(),
    WORKER_CONCURRENCY_IDEAS: concurrency(2),
    WORKER_CONCURRENCY_ARTICLES: concurrency(4),
    WORKER_CONCURRENCY_IMAGES: concurrency(2),
    WORKER_CONCURRENCY_IMPORTS: concurrency(1),
    WORKER_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(500).default(30_000),
    WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(30_000),
    AI_SDK_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(64_000).default(4096),
    OFFLINE_PROVIDER_DELAY_MS: z.coerce.number().int().min(0).default(0),
    PUBLISH_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    AI_PRICES: z
      .string()
      .optional()
      .transform((text, context): PriceTable => {
        if (!text?.trim()) return {};
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          context.addIssue({ code: 'custom', message: 'must be JSON: {"openai:gpt-4o": {"input": 2.5, "output": 10}} (USD per million tokens)' });
          return z.NEVER;
        }
        const parsed = priceTableSchema.safeParse(json);
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: `${issue.path.join('.')}: ${issue.message}` });
        return z.NEVER;
      }),
    AI_MONTHLY_BUDGET_USD: z.coerce.number().min(0).max(1_000_000).optional(),
  })
  .superRefine((values, context) => {
    if (values.AI_PROVIDER === 'anthropic' && !values.ANTHROPIC_API_KEY) {
      context.addIssue({ code: 'custom', path: ['ANTHROPIC_API_KEY'], message: 'is required when AI_PROVIDER=anthropic' });
    }
    if (values.AI_PROVIDER === 'openai' && !values.OPENAI_API_KEY && !values.OPENAI_BASE_URL) {
      context.addIssue({ code: 'custom', path: ['OPENAI_API_KEY'], message: 'or OPENAI_BASE_URL is required when AI_PROVIDER=openai' });
    }
  });

export type WorkerConfig = Readonly<{
  env: 'development' | 'production' | 'test';
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  logLevel: string;
  ai: {
    provider: 'offline' | 'anthropic' | 'openai';
    model?: string;
    timeoutMs: number;
    anthropicApiKey?: string;
    anthropicBaseUrl?: string;
    openaiApiKey?: string;
    openaiBaseUrl?: string;
    /** Retries the SDK makes itself (honouring retry-after) before BullMQ's backoff takes over. */
    sdkMaxRetries: number;
    maxOutputTokens: number;
    /** Test knob: the offline writer waits this long per call, so a crash can hit a running job. */
    offlineDelayMs: number;
    /** USD per million tokens by `provider:model`: the defaults with AI_PRICES over them. */
    prices: PriceTable;
    /** AI_MONTHLY_BUDGET_USD; null: no limit. */
    monthlyBudgetUsd: number | null;
  };
  concurrency: { ideas: number; articles: number; images: number; imports: number; publishing: number };
  shutdownTimeoutMs: number;
  /** How long a job's lock lives without renewal: a crashed worker's job is handed on after this. */
  lockDurationMs: number;
  stalledIntervalMs: number;
  /** How often the worker publishes scheduled posts whose time has passed (the safety net of their delayed jobs). */
  publishSweepIntervalMs: number;
}>;

export class ConfigError extends Error {}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    env: values.NODE_ENV,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    queuePrefix: values.QUEUE_PREFIX,
    logLevel: values.LOG_LEVEL,
    ai: {
      provider: values.AI_PROVIDER,
      model: values.AI_MODEL,
      timeoutMs: values.AI_TIMEOUT_MS,
      anthropicApiKey: values.ANTHROPIC_API_KEY,
      anthropicBaseUrl: values.ANTHROPIC_BASE_URL,
      openaiApiKey: values.OPENAI_API_KEY,
      openaiBaseUrl: values.OPENAI_BASE_URL,
      sdkMaxRetries: values.AI_SDK_MAX_RETRIES,
      maxOutputTokens: values.AI_MAX_OUTPUT_TOKENS,
      offlineDelayMs: values.OFFLINE_PROVIDER_DELAY_MS,
      prices: { ...DEFAULT_PRICES, ...values.AI_PRICES },
      monthlyBudgetUsd: values.AI_MONTHLY_BUDGET_USD ?? null,
    },
    concurrency: {
      ideas: values.WORKER_CONCURRENCY_IDEAS,
      articles: values.WORKER_CONCURRENCY_ARTICLES,
      images: values.WORKER_CONCURRENCY_IMAGES,
      imports: values.WORKER_CONCURRENCY_IMPORTS,
      // One short transaction per go-live, and the sweep catches up anything late: BullMQ's default of one.
      publishing: 1,
    },
    shutdownTimeoutMs: values.WORKER_SHUTDOWN_TIMEOUT_MS,
    lockDurationMs: values.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: values.WORKER_STALLED_INTERVAL_MS,
    publishSweepIntervalMs: values.PUBLISH_SWEEP_INTERVAL_MS,
  });
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
