import { costUsd, DEFAULT_PRICES, priceOf, priceTableSchema } from './pricing';

describe('pricing', () => {
  describe(costUsd.name, () => {
    const sonnet = DEFAULT_PRICES['anthropic:claude-sonnet-4-5'];

    it.each([
      ['no caching: input and output at their prices', { inputTokens: 1_000_000, outputTokens: 100_000 }, 3 + 1.5],
      ['cache writes at 1.25 × input, reads at 0.1 ×, the rest at input', { inputTokens: 1_000_000, outputTokens: 0, cacheWriteTokens: 200_000, cacheReadTokens: 500_000 }, 0.3 * 3 + 0.2 * 3.75 + 0.5 * 0.3],
      ['every input token read from the cache', { inputTokens: 2000, outputTokens: 0, cacheReadTokens: 2000 }, 0.0006],
    ])('%s', (_case, usage, dollars) => {
      expect(costUsd(sonnet, usage)).toBeCloseTo(dollars, 6);
    });

    it("prices OpenAI's cached input at its list price and has no write charge", () => {
      const mini = DEFAULT_PRICES['openai:gpt-4o-mini'];

      expect(mini).toEqual({ input: 0.15, output: 0.6, cacheRead: 0.075 });
      expect(costUsd(mini, { inputTokens: 2_000_000, outputTokens: 0, cacheReadTokens: 1_000_000 })).toBeCloseTo(0.15 + 0.075, 6);
    });

    it('charges cached tokens the input price when the table names no cache price (AI_PRICES without them)', () => {
      expect(costUsd({ input: 2, output: 8 }, { inputTokens: 1_000_000, outputTokens: 0, cacheReadTokens: 600_000, cacheWriteTokens: 100_000 })).toBeCloseTo(2, 6);
    });
  });

  it("lists Anthropic's cache prices for every Anthropic model and OpenAI's cached input for every OpenAI model", () => {
    for (const [key, price] of Object.entries(DEFAULT_PRICES)) {
      expect(price.cacheRead).toBeLessThan(price.input);
      if (key.startsWith('anthropic:')) expect(price).toEqual({ ...price, cacheWrite: price.input * 1.25, cacheRead: expect.closeTo(price.input * 0.1, 9) });
      else expect(price.cacheWrite).toBeUndefined();
    }
  });

  it('prices a dated snapshot as its model, and AI_PRICES may set the cache prices', () => {
    expect(priceOf(DEFAULT_PRICES, 'anthropic', 'claude-haiku-4-5-20251001')).toEqual({ input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 });
    expect(priceTableSchema.parse({ 'openai:local': { input: 1, output: 2, cacheRead: 0.5 } })).toEqual({ 'openai:local': { input: 1, output: 2, cacheRead: 0.5 } });
    expect(priceTableSchema.safeParse({ 'openai:local': { input: 1, output: 2, cached: 0.5 } }).success).toBe(false);
  });
});
