import { createHash } from 'node:crypto';

/**
 * The providers' prompt caches as the fake servers model them, so a test or the `ai` bench sees the cached
 * tokens a real API would report for the same requests. Tokens are counted as characters / 4 (rounded up),
 * the usual rule of thumb for English; the real tokenizers differ a little, the rules below do not.
 *
 * Anthropic (explicit breakpoints): a request is the blocks `tools → system → messages`, in that order. A
 * block with `cache_control` (or the last block, when `cache_control` is on the request itself: automatic
 * caching) is a breakpoint: the exact bytes of everything up to and including it, for that model, are the
 * cache key. A breakpoint reads the longest entry written at it or at one of the 20 blocks before it; what
 * follows, up to the last breakpoint, is written (`cache_creation_input_tokens`) when that prefix reaches the
 * model's minimum cacheable length; the rest is `input_tokens`. `tool_choice` sits between the system and
 * the messages: changing it keeps the tools and system cache but not the messages' (as the API documents).
 * Entries live 5 minutes from their last use (`ttl: '1h'`: an hour).
 *
 * OpenAI (automatic): the prompt is the structured-output schema (which the API puts before the system
 * message), the tools, then the messages; `tool_choice` is not part of it. Any earlier prompt of at least
 * 1,024 tokens of the same model is cached; a request reads the longest byte-identical prefix it shares with
 * one of them, counted as 1,024 tokens plus whole 128-token steps (`prompt_tokens_details.cached_tokens`;
 * `prompt_tokens` still counts every token). Entries live 5 minutes from their last use.
 */

export const tokensOf = (chars: number): number => Math.ceil(chars / 4);

const FIVE_MINUTES = 5 * 60_000;
const ONE_HOUR = 60 * 60_000;
const LOOKBACK_BLOCKS = 20;

/** The minimum cacheable prompt of Anthropic's models (tokens), by the longest matching model-name prefix. */
const ANTHROPIC_MINIMUMS: Array<[string, number]> = [
  ['claude-opus-4-6', 4096],
  ['claude-opus-4-5', 4096],
  ['claude-haiku-4-5', 4096],
  ['claude-3-5-haiku', 2048],
  ['claude-3-haiku', 2048],
];
const ANTHROPIC_DEFAULT_MINIMUM = 1024;

export function anthropicMinimumCacheable(model: string): number {
  return ANTHROPIC_MINIMUMS.find(([prefix]) => model.startsWith(prefix))?.[1] ?? ANTHROPIC_DEFAULT_MINIMUM;
}

export interface AnthropicCacheUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

/**
 * What the fake tells its caller besides the API's usage: how many characters of the prompt's text (system
 * and message text, no tool or schema definitions: "characters of prompt") the cache read covered.
 */
export interface CacheAccount<Usage> {
  usage: Usage;
  cachedPromptChars: number;
}

interface Block {
  text: string;
  /** The prompt text this block carries (a system or message text; 0 for tools and the tool choice). */
  promptChars: number;
  /** Time to live of the entry this block's breakpoint writes; absent: not a breakpoint. */
  ttlMs?: number;
}

type CacheControl = { type?: string; ttl?: string } | undefined;

const ttlOf = (control: CacheControl) => (control ? (control.ttl === '1h' ? ONE_HOUR : FIVE_MINUTES) : undefined);

function withoutCacheControl(value: unknown): string {
  if (!value || typeof value !== 'object') return JSON.stringify(value ?? null);
  const { cache_control: _ignored, ...rest } = value as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** A Messages API request as the cache sees it: its blocks in prompt order. */
function anthropicBlocks(body: Record<string, unknown>): Block[] {
  const blocks: Block[] = [];
  const add = (text: string, promptChars: number, control?: CacheControl) => blocks.push({ text, promptChars, ttlMs: ttlOf(control) });
  const textOf = (block: Record<string, unknown>) => (typeof block.text === 'string' ? block.text.length : 0);
  for (const tool of (body.tools as Array<Record<string, unknown>> | undefined) ?? []) add(`tool:${withoutCacheControl(tool)}`, 0, tool.cache_control as CacheControl);
  const system = body.system as string | Array<Record<string, unknown>> | undefined;
  if (typeof system === 'string') add(`system:${system}`, system.length);
  else for (const block of system ?? []) add(`system:${withoutCacheControl(block)}`, textOf(block), block.cache_control as CacheControl);
  add(`tool_choice:${JSON.stringify(body.tool_choice ?? null)}`, 0);
  for (const message of (body.messages as Array<{ role: string; content: string | Array<Record<string, unknown>> }> | undefined) ?? []) {
    if (typeof message.content === 'string') add(`${message.role}:${message.content}`, message.content.length);
    else for (const block of message.content) add(`${message.role}:${withoutCacheControl(block)}`, textOf(block), block.cache_control as CacheControl);
  }
  // Automatic caching: a request-level cache_control is a breakpoint on the last block.
  const automatic = ttlOf(body.cache_control as CacheControl);
  if (automatic && blocks.length) blocks[blocks.length - 1].ttlMs = automatic;
  return blocks;
}

/** Anthropic's prompt cache (one per fake server, shared by every request to it). */
export class AnthropicPromptCache {
  private readonly entries = new Map<string, { expiresAt: number; ttlMs: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The usage of a request's prompt, and the cache updated as the API would. */
  use(body: Record<string, unknown>): AnthropicCacheUsage {
    return this.account(body).usage;
  }

  account(body: Record<string, unknown>): CacheAccount<AnthropicCacheUsage> {
    const model = String(body.model ?? '');
    const blocks = anthropicBlocks(body);
    const hash = createHash('sha256').update(model);
    const keys: string[] = [];
    const ends: number[] = [];
    let chars = 0;
    for (const block of blocks) {
      // Each key covers the exact bytes of every block up to this one (a running hash of them).
      hash.update('\u0000').update(block.text);
      keys.push(hash.copy().digest('hex'));
      chars += block.text.length;
      ends.push(chars);
    }
    const total = tokensOf(chars);
    const breakpoints = blocks.flatMap((block, index) => (block.ttlMs ? [index] : []));
    const now = this.now();
    const live = (index: number) => (this.entries.get(keys[index])?.expiresAt ?? 0) > now;

    let readAt = -1;
    for (const breakpoint of breakpoints) {
      for (let index = breakpoint; index >= Math.max(0, breakpoint - LOOKBACK_BLOCKS + 1); index -= 1) {
        if (index > readAt && live(index)) readAt = index;
      }
    }
    const read = readAt >= 0 ? tokensOf(ends[readAt]) : 0;
    if (readAt >= 0) this.touch(keys[readAt], now);

    const minimum = anthropicMinimumCacheable(model);
    let writtenTo = readAt;
    for (const breakpoint of breakpoints) {
      if (breakpoint <= readAt) continue;
      if (tokensOf(ends[breakpoint]) < minimum) continue;
      this.entries.set(keys[breakpoint], { expiresAt: now + blocks[breakpoint].ttlMs!, ttlMs: blocks[breakpoint].ttlMs! });
      writtenTo = breakpoint;
    }
    const created = writtenTo > readAt ? tokensOf(ends[writtenTo]) - read : 0;
    const cachedPromptChars = blocks.slice(0, readAt + 1).reduce((sum, block) => sum + block.promptChars, 0);
    return { usage: { input_tokens: total - read - created, cache_creation_input_tokens: created, cache_read_input_tokens: read }, cachedPromptChars };
  }

  private touch(key: string, now: number): void {
    const entry = this.entries.get(key);
    if (entry) entry.expiresAt = now + entry.ttlMs;
  }
}

export interface OpenAiCacheUsage {
  prompt_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
}

const OPENAI_MINIMUM = 1024;
const OPENAI_STEP = 128;

/**
 * A chat-completions request as the cache sees it: the schema, the tools, then each message; with where
 * each message's text lies in it (to count the prompt characters a cached prefix covers).
 */
function openAiPrompt(body: Record<string, unknown>): { text: string; messageTexts: Array<[start: number, end: number]> } {
  const format = body.response_format as { json_schema?: unknown } | undefined;
  let text = `schema:${JSON.stringify(format?.json_schema ?? null)}\u0000tools:${JSON.stringify(body.tools ?? null)}`;
  const messageTexts: Array<[number, number]> = [];
  for (const message of (body.messages as Array<{ role: string; content: unknown }> | undefined) ?? []) {
    const content = typeof message.content === 'string' ? message.content : JSON.stringify(message.content);
    text += `\u0000${message.role}:`;
    messageTexts.push([text.length, text.length + (typeof message.content === 'string' ? content.length : 0)]);
    text += content;
  }
  return { text, messageTexts };
}

function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a.charCodeAt(index) === b.charCodeAt(index)) index += 1;
  return index;
}

/** OpenAI's automatic prompt cache (one per fake server). */
export class OpenAiPromptCache {
  private readonly prompts: Array<{ model: string; text: string; expiresAt: number }> = [];

  constructor(private readonly now: () => number = Date.now) {}

  use(body: Record<string, unknown>): OpenAiCacheUsage {
    return this.account(body).usage;
  }

  account(body: Record<string, unknown>): CacheAccount<OpenAiCacheUsage> {
    const model = String(body.model ?? '');
    const { text, messageTexts } = openAiPrompt(body);
    const total = tokensOf(text.length);
    const now = this.now();
    let shared = 0;
    let source: (typeof this.prompts)[number] | undefined;
    for (const prompt of this.prompts) {
      if (prompt.model !== model || prompt.expiresAt <= now) continue;
      const length = commonPrefixLength(prompt.text, text);
      if (length > shared) [shared, source] = [length, prompt];
    }
    // Whole tokens only: a prefix that ends inside a token does not match it.
    const sharedTokens = Math.floor(shared / 4);
    const cached = sharedTokens >= OPENAI_MINIMUM ? OPENAI_MINIMUM + Math.floor((sharedTokens - OPENAI_MINIMUM) / OPENAI_STEP) * OPENAI_STEP : 0;
    if (cached && source) source.expiresAt = now + FIVE_MINUTES;
    if (total >= OPENAI_MINIMUM) this.prompts.push({ model, text, expiresAt: now + FIVE_MINUTES });
    const cachedChars = cached * 4;
    const cachedPromptChars = messageTexts.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, cachedChars) - start), 0);
    return { usage: { prompt_tokens: total, prompt_tokens_details: { cached_tokens: cached } }, cachedPromptChars };
  }
}
