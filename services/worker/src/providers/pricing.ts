import { z } from 'zod';
import { AiProviderName, AiUsage } from './ai-provider';

/** USD per million tokens. */
export interface ModelPrice {
  input: number;
  output: number;
}

/** Keyed `provider:model`; a model name matches its longest listed prefix (dated snapshots included). */
export type PriceTable = Record<string, ModelPrice>;

export const modelPriceSchema = z.object({ input: z.number().min(0).max(10_000), output: z.number().min(0).max(10_000) }).strict();

/** AI_PRICES: a JSON object of `provider:model` to {input, output}, merged over the defaults. */
export const priceTableSchema = z.record(z.string().regex(/^(anthropic|openai|offline):\S+$/, 'keys are provider:model'), modelPriceSchema);

/** List prices (USD per million input / output tokens) of the current models; AI_PRICES overrides them. */
export const DEFAULT_PRICES: PriceTable = {
  'anthropic:claude-opus-4-5': { input: 5, output: 25 },
  'anthropic:claude-opus-4-1': { input: 15, output: 75 },
  'anthropic:claude-opus-4': { input: 15, output: 75 },
  'anthropic:claude-sonnet-4-5': { input: 3, output: 15 },
  'anthropic:claude-sonnet-4': { input: 3, output: 15 },
  'anthropic:claude-3-7-sonnet': { input: 3, output: 15 },
  'anthropic:claude-haiku-4-5': { input: 1, output: 5 },
  'anthropic:claude-3-5-haiku': { input: 0.8, output: 4 },
  'openai:gpt-5': { input: 1.25, output: 10 },
  'openai:gpt-5-mini': { input: 0.25, output: 2 },
  'openai:gpt-5-nano': { input: 0.05, output: 0.4 },
  'openai:gpt-4.1': { input: 2, output: 8 },
  'openai:gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'openai:gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'openai:gpt-4o': { input: 2.5, output: 10 },
  'openai:gpt-4o-mini': { input: 0.15, output: 0.6 },
  'openai:o3': { input: 2, output: 8 },
  'openai:o4-mini': { input: 1.1, output: 4.4 },
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

/** What one call cost in USD, to the micro-dollar (the ai_job_stages.cost_usd scale). */
export function costUsd(price: ModelPrice, usage: AiUsage): number {
  const dollars = (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
  return Math.round(dollars * 1_000_000) / 1_000_000;
}
