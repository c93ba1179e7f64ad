import { z } from 'zod';
import { AiProviderName, AiUsage } from './ai-provider';

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
  /** An input token written to the prompt cache (Anthropic: 1.25 × input for the 5-minute cache); absent: input. */
  cacheWrite?: number;
  /** An input token read from the prompt cache (Anthropic: 0.1 × input; OpenAI: its cached-input price); absent: input. */
  cacheRead?: number;
}

/** Keyed `provider:model`; a model name matches its longest listed prefix (dated snapshots included). */
export type PriceTable = Record<string, ModelPrice>;

const usdPerMillion = z.number().min(0).max(10_000);

export const modelPriceSchema = z.object({ input: usdPerMillion, output: usdPerMillion, cacheWrite: usdPerMillion.optional(), cacheRead: usdPerMillion.optional() }).strict();

/** AI_PRICES: a JSON object of `provider:model` to {input, output, cacheWrite?, cacheRead?}, merged over the defaults. */
export const priceTableSchema = z.record(z.string().regex(/^(anthropic|openai|offline):\S+$/, 'keys are provider:model'), modelPriceSchema);

/**
 * Anthropic's list prices for the 5-minute prompt cache (what the adapter's `cache_control` asks for): a
 * cache write costs 1.25 × the input price, a cache read 0.1 ×.
 */
const anthropic = (input: number, output: number): ModelPrice => ({ input, output, cacheWrite: round6(input * 1.25), cacheRead: round6(input * 0.1) });

/** OpenAI bills no cache write (it is ordinary input) and lists a cached-input price per model. */
const openai = (input: number, output: number, cacheRead: number): ModelPrice => ({ input, output, cacheRead });

/**
 * List prices (USD per million input / output tokens, and the prompt cache's writes and reads) of the
 * current models; AI_PRICES overrides them.
 */
export const DEFAULT_PRICES: PriceTable = {
  'anthropic:claude-opus-4-5': anthropic(5, 25),
  'anthropic:claude-opus-4-1': anthropic(15, 75),
  'anthropic:claude-opus-4': anthropic(15, 75),
  'anthropic:claude-sonnet-4-5': anthropic(3, 15),
  'anthropic:claude-sonnet-4': anthropic(3, 15),
  'anthropic:claude-3-7-sonnet': anthropic(3, 15),
  'anthropic:claude-haiku-4-5': anthropic(1, 5),
  'anthropic:claude-3-5-haiku': anthropic(0.8, 4),
  'openai:gpt-5': openai(1.25, 10, 0.125),
  'openai:gpt-5-mini': openai(0.25, 2, 0.025),
  'openai:gpt-5-nano': openai(0.05, 0.4, 0.005),
  'openai:gpt-4.1': openai(2, 8, 0.5),
  'openai:gpt-4.1-mini': openai(0.4, 1.6, 0.1),
  'openai:gpt-4.1-nano': openai(0.1, 0.4, 0.025),
  'openai:gpt-4o': openai(2.5, 10, 1.25),
  'openai:gpt-4o-mini': openai(0.15, 0.6, 0.075),
  'openai:o3': openai(2, 8, 0.5),
  'openai:o4-mini': openai(1.1, 4.4, 0.275),
};

/**
 * The price of a provider's model: the longest `provider:prefix` key that the model name starts with, so
 * `claude-sonnet-4-5-20250929` is priced as `claude-sonnet-4-5`. The offline writer is free; a model the
 * table does not know (a local Ollama model) is priced 0 until AI_PRICES names it.
 */
export function priceOf(table: PriceTable, provider: AiProviderName, model: string | null | undefined): ModelPrice {
  if (provider === 'offline' || !model) return { input: 0, output: 0 };
  const name = `${provider}:${model}`;
  const key = Object.keys(table)
    .filter((candidate) => name === candidate || name.startsWith(`${candidate}-`))
    .sort((a, b) => b.length - a.length)[0];
  return key ? table[key] : { input: 0, output: 0 };
}

function round6(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

/**
 * What one call cost in USD, to the micro-dollar (the ai_job_stages.cost_usd scale). `inputTokens` counts
 * every input token; the cache's writes and reads among them are priced at their own rates (the input price
 * where the table names none).
 */
export function costUsd(price: ModelPrice, usage: AiUsage): number {
  const read = usage.cacheReadTokens ?? 0;
  const written = usage.cacheWriteTokens ?? 0;
  const uncached = Math.max(0, usage.inputTokens - read - written);
  const dollars = (uncached * price.input + written * (price.cacheWrite ?? price.input) + read * (price.cacheRead ?? price.input) + usage.outputTokens * price.output) / 1_000_000;
  return round6(dollars);
}
