import { AnthropicPromptCache, anthropicMinimumCacheable, OpenAiPromptCache } from './prompt-cache';

/** The fake servers' model of the providers' prompt caches, which the adapter tests and the `ai` bench rely on. */
describe('prompt caches of the fake servers', () => {
  const text = (chars: number, fill = 'a') => fill.repeat(chars);

  describe(AnthropicPromptCache.name, () => {
    let now = 0;
    const sut = () => new AnthropicPromptCache(() => now);
    const request = (system: string, user: string, extra: Record<string, unknown> = {}) => ({
      model: 'claude-test-1',
      system: [{ type: 'text', text: system, cache_control: { type: 'ephemeral' } }],
      messages: [{ role: 'user', content: user }],
      ...extra,
    });

    beforeEach(() => {
      now = 0;
    });

    it('writes the prefix up to a breakpoint once, then reads it; what follows is plain input', () => {
      const cache = sut();
      const first = cache.use(request(text(6000), 'one'));
      const second = cache.use(request(text(6000), 'a different question'));

      expect(first.cache_read_input_tokens).toBe(0);
      expect(first.cache_creation_input_tokens).toBeGreaterThanOrEqual(1500);
      expect(second).toEqual({ cache_read_input_tokens: first.cache_creation_input_tokens, cache_creation_input_tokens: 0, input_tokens: expect.any(Number) });
      expect(second.input_tokens).toBeLessThan(20);
    });

    it('says how many characters of the prompt text the read covered (the system text, not the tools)', () => {
      const cache = sut();
      const tools = [{ name: 'a', input_schema: { type: 'object' } }];
      cache.use(request(text(6000), 'q', { tools }));

      expect(cache.account(request(text(6000), 'other', { tools })).cachedPromptChars).toBe(6000);
    });

    it('caches nothing without a breakpoint, or below the model minimum', () => {
      const cache = sut();
      const plain = { model: 'claude-test-1', system: text(8000), messages: [{ role: 'user', content: 'q' }] };
      cache.use(plain);
      expect(cache.use(plain)).toMatchObject({ cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
      // 3,000 characters is about 750 tokens: under Sonnet's 1,024.
      cache.use(request(text(3000), 'q'));
      expect(cache.use(request(text(3000), 'q'))).toMatchObject({ cache_read_input_tokens: 0, cache_creation_input_tokens: 0 });
      // Opus 4.5 needs 4,096: 8,000 characters (2,000 tokens) are not enough.
      expect(anthropicMinimumCacheable('claude-opus-4-5-20251101')).toBe(4096);
      cache.use(request(text(8000), 'q', { model: 'claude-opus-4-5' }));
      expect(cache.use(request(text(8000), 'q', { model: 'claude-opus-4-5' }))).toMatchObject({ cache_read_input_tokens: 0 });
    });

    it('misses when a byte before the breakpoint changes, the tools included; a new tool_choice keeps the system cache', () => {
      const cache = sut();
      const tools = [{ name: 'a', input_schema: { type: 'object' } }];
      cache.use(request(text(6000), 'q', { tools, tool_choice: { type: 'tool', name: 'a' } }));

      expect(cache.use(request(`${text(5999)}b`, 'q', { tools })).cache_read_input_tokens).toBe(0);
      expect(cache.use(request(text(6000), 'q', { tools: [{ ...tools[0], description: 'new' }] })).cache_read_input_tokens).toBe(0);
      expect(cache.use(request(text(6000), 'q', { tools, tool_choice: { type: 'tool', name: 'b' } })).cache_read_input_tokens).toBeGreaterThan(1500);
    });

    it('reads an earlier breakpoint when a later one misses, and writes the later one', () => {
      const cache = sut();
      const twoBlocks = (context: string) => ({
        model: 'claude-test-1',
        system: [
          { type: 'text', text: text(6000), cache_control: { type: 'ephemeral' } },
          { type: 'text', text: context, cache_control: { type: 'ephemeral' } },
        ],
        messages: [{ role: 'user', content: 'q' }],
      });
      const first = cache.use(twoBlocks(text(400, 'c')));
      const other = cache.use(twoBlocks(text(400, 'd')));

      expect(other.cache_read_input_tokens).toBeGreaterThan(1400);
      // The 400 characters of the new context block (100 tokens) and its JSON framing.
      expect(other.cache_creation_input_tokens).toBeGreaterThanOrEqual(100);
      expect(other.cache_creation_input_tokens).toBeLessThan(120);
      expect(other.cache_read_input_tokens + other.cache_creation_input_tokens).toBe(first.cache_creation_input_tokens);
    });

    it('applies automatic caching (a request-level cache_control) to the last block', () => {
      const cache = sut();
      const automatic = { model: 'claude-test-1', cache_control: { type: 'ephemeral' }, system: text(6000), messages: [{ role: 'user', content: 'q' }] };
      cache.use(automatic);

      expect(cache.use(automatic).input_tokens).toBe(0);
    });

    it('forgets an entry 5 minutes after its last use', () => {
      const cache = sut();
      cache.use(request(text(6000), 'q'));
      now = 4 * 60_000;
      expect(cache.use(request(text(6000), 'q')).cache_read_input_tokens).toBeGreaterThan(0);
      now = 8 * 60_000;
      expect(cache.use(request(text(6000), 'q')).cache_read_input_tokens).toBeGreaterThan(0);
      now = 14 * 60_000;
      expect(cache.use(request(text(6000), 'q')).cache_read_input_tokens).toBe(0);
    });
  });

  describe(OpenAiPromptCache.name, () => {
    const request = (system: string, user: string, extra: Record<string, unknown> = {}) => ({
      model: 'gpt-test-1',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      ...extra,
    });

    it('reads the longest identical prefix of an earlier prompt: 1,024 tokens and then whole 128-token steps', () => {
      const sut = new OpenAiPromptCache();
      const first = sut.use(request(text(6000), 'first question'));
      const second = sut.use(request(text(6000), 'second question'));

      expect(first).toEqual({ prompt_tokens: expect.any(Number), prompt_tokens_details: { cached_tokens: 0 } });
      // About 1,500 shared tokens: 1,024 + 3 × 128.
      expect(second.prompt_tokens_details.cached_tokens).toBe(1024 + 3 * 128);
      expect(second.prompt_tokens).toBeGreaterThan(1500);
    });

    it('says how many characters of the message text the cached prefix covered', () => {
      const sut = new OpenAiPromptCache();
      sut.use(request(text(6000), 'first question'));

      // 1,408 cached tokens are 5,632 characters: all inside the system message.
      expect(sut.account(request(text(6000), 'second question')).cachedPromptChars).toBeLessThanOrEqual(5632);
      expect(sut.account(request(text(6000), 'second question')).cachedPromptChars).toBeGreaterThan(5500);
    });

    it('caches nothing under 1,024 shared tokens', () => {
      const sut = new OpenAiPromptCache();
      sut.use(request(text(3000), 'q'));

      expect(sut.use(request(text(3000), 'q')).prompt_tokens_details.cached_tokens).toBe(0);
    });

    it('puts a response_format schema before the system message: a schema that changes leaves no prefix in common', () => {
      const sut = new OpenAiPromptCache();
      const format = (name: string) => ({ response_format: { type: 'json_schema', json_schema: { name, schema: { type: 'object' } } } });
      sut.use(request(text(6000), 'q', format('first')));

      expect(sut.use(request(text(6000), 'q', format('second'))).prompt_tokens_details.cached_tokens).toBe(0);
      expect(sut.use(request(text(6000), 'q', { ...format('second'), tool_choice: 'none' })).prompt_tokens_details.cached_tokens).toBeGreaterThan(1024);
    });
  });
});
