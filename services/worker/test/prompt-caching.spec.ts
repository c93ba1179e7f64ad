import { splitSections } from '@app/site';
import { AiProvider, AiResult, ArticleBrief } from '../src/providers/ai-provider';
import { AnthropicProvider } from '../src/providers/anthropic.provider';
import { OpenAiProvider } from '../src/providers/openai.provider';
import { EditorialBrief } from '../src/providers/stage-schemas';
import { FakeLlmServer, promptText, RecordedRequest } from './support/fake-llm-server';
import { offlineStageAnswers } from './support/offline-answers';

/**
 * Issue 30: the six stages of an article through each LLM adapter, against the fake servers' prompt caches
 * (test/support/prompt-cache.ts: Anthropic's breakpoints, OpenAI's 1,024-token prefixes in 128-token steps).
 * The fake answers with what the offline writer writes for the article, so the later stages carry texts of a
 * real article's size.
 */
const ARTICLE: ArticleBrief = { title: 'How to edit a YouTube video that keeps viewers watching', excerpt: 'A practical guide.', category: 'Video Editing', keywords: ['video editing', 'retention'] };
const options = { timeoutMs: 5000, maxRetries: 0, maxOutputTokens: 4096 };

/** brief → outline → draft → edit → seo → cover, each stage built from the earlier answers as the job handler does. */
async function writeArticle(sut: AiProvider): Promise<Array<AiResult<unknown>>> {
  const brief = await sut.planArticle(ARTICLE);
  const outline = await sut.outlineArticle({ ...ARTICLE, brief: brief.value });
  const draft = await sut.draftArticle({ ...ARTICLE, brief: brief.value, outline: outline.value });
  const edit = await sut.editText({ ...ARTICLE, goal: `${brief.value.angle} Key points: ${brief.value.keyPoints.join('; ')}.`, content: draft.value });
  const seo = await sut.optimiseSeo({ ...ARTICLE, content: edit.value.content });
  const cover = await sut.describeCover({ ...ARTICLE, excerpt: seo.value.excerpt });
  return [brief, outline, draft, edit, seo, cover];
}

const bodies = (requests: RecordedRequest[]) => requests.map((request) => request.body as Record<string, unknown>);
const json = (value: unknown) => JSON.stringify(value);

describe('Prompt caching: an article through the LLM adapters (fake servers with the providers\' caches)', () => {
  const server = new FakeLlmServer();
  let baseUrl: string;
  let answers: Record<string, unknown>;

  beforeAll(async () => {
    baseUrl = await server.start();
    answers = await offlineStageAnswers(ARTICLE);
  });

  beforeEach(() => {
    server.resetCaches().respondAsProviders((format) => answers[format]);
  });

  afterAll(async () => {
    await server.stop();
  });

  describe(AnthropicProvider.name, () => {
    const provider = () => new AnthropicProvider({ ...options, apiKey: 'sk-ant-test', baseURL: baseUrl, model: 'claude-test-1' });

    it('starts every stage with the same tools and system prompt, both cache_control breakpoints before the stage text', async () => {
      await writeArticle(provider());

      const sent = bodies(server.requests);
      expect(sent).toHaveLength(6);
      for (const body of sent) {
        expect(json(body.tools)).toBe(json(sent[0].tools));
        expect(body.system).toEqual(sent[0].system);
        expect(body.system).toEqual([
          { type: 'text', text: expect.stringContaining('## Brand kit'), cache_control: { type: 'ephemeral' } },
          { type: 'text', text: expect.stringContaining(`Title: "${ARTICLE.title}"`), cache_control: { type: 'ephemeral' } },
        ]);
        expect(json(body.messages)).not.toContain('cache_control');
      }
    });

    it('writes the prefix once: every stage after the first reads it from the cache, and the usage says so', async () => {
      const results = await writeArticle(provider());

      const usages = results.map((result) => result.usage);
      expect(usages[0].cacheWriteTokens).toBeGreaterThanOrEqual(1024);
      expect(usages[0].cacheReadTokens).toBe(0);
      for (const usage of usages.slice(1)) expect(usage).toMatchObject({ cacheReadTokens: usages[0].cacheWriteTokens, cacheWriteTokens: 0 });
      // The adapter's input is every token the API billed: uncached, written and read.
      server.requests.forEach((request, index) => {
        const billed = request.usage as { input_tokens: number; cache_creation_input_tokens: number; cache_read_input_tokens: number };
        expect(usages[index].inputTokens).toBe(billed.input_tokens + billed.cache_creation_input_tokens + billed.cache_read_input_tokens);
      });
    });

    it('a second article reads the shared system prompt from its first stage on', async () => {
      await writeArticle(provider());
      const [first] = await writeArticle(provider());

      expect(first.usage.cacheReadTokens).toBeGreaterThan(0);
      // Only the new article's context is written.
      expect(first.usage.cacheWriteTokens).toBeLessThan(100);
    });
  });

  describe(OpenAiProvider.name, () => {
    const provider = () => new OpenAiProvider({ ...options, apiKey: 'sk-test', baseURL: `${baseUrl}/v1`, model: 'gpt-4o-mini' });

    it('starts every stage with the same tools and system message, so stages after the first read 1,024 tokens and more from the cache', async () => {
      const results = await writeArticle(provider());

      const sent = bodies(server.requests) as Array<{ tools: unknown; response_format?: unknown; messages: Array<{ role: string; content: string }> }>;
      for (const body of sent) {
        expect(json(body.tools)).toBe(json(sent[0].tools));
        expect(body.response_format).toBeUndefined();
        expect(body.messages[0]).toEqual(sent[0].messages[0]);
      }
      expect(results[0].usage.cacheReadTokens).toBe(0);
      for (const result of results.slice(1)) {
        expect(result.usage.cacheReadTokens).toBeGreaterThanOrEqual(1024);
        expect((result.usage.cacheReadTokens! - 1024) % 128).toBe(0);
        expect(result.usage.cacheWriteTokens).toBe(0);
      }
    });
  });

  describe('what each stage carries', () => {
    const provider = () => new AnthropicProvider({ ...options, apiKey: 'sk-ant-test', baseURL: baseUrl, model: 'claude-test-1' });
    const stageText = (index: number) => String((server.requests[index].body.messages as Array<{ content: string }>)[0].content);

    it('the outline reads the brief without its facts; the draft reads the outline, the facts and only the key points no heading carries', async () => {
      const [brief] = await writeArticle(provider());
      const { keyPoints, facts } = brief.value as EditorialBrief;
      const outline = answers.article_outline as { sections: string[] };

      expect(stageText(1)).toContain(keyPoints[0]);
      expect(stageText(1)).not.toContain(facts[0]);
      expect(stageText(2)).toContain(facts[0]);
      for (const heading of outline.sections) expect(stageText(2).split(heading)).toHaveLength(2);
    });

    it('seo reads the opening and the section headings, not the body of the article', async () => {
      await writeArticle(provider());
      const article = (answers.edited_text as { content: string }).content;
      const { preamble, sections } = splitSections(article);

      const seo = stageText(4);
      expect(seo).toContain(preamble.trim());
      for (const section of sections) expect(seo).toContain(`- ${section.heading}`);
      const body = sections[1].text.split('\n').find((line) => line.trim().length > 40 && !line.startsWith('#'))!;
      expect(seo).not.toContain(body);
      expect(seo.length).toBeLessThan(article.length / 2);
    });

    it("the edit reads the whole draft: it answers with the article's text, fixed", async () => {
      await writeArticle(provider());

      expect(stageText(3)).toContain((answers.article_draft as { content: string }).content);
      expect(promptText(server.requests[3]).length).toBeGreaterThan(promptText(server.requests[2]).length);
    });
  });
});
