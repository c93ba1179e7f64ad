import { IdeaSettings } from '@app/contract';
import { PermanentProviderError, TransientProviderError } from '../src/providers/ai-provider';
import { AnthropicProvider } from '../src/providers/anthropic.provider';
import { OpenAiProvider } from '../src/providers/openai.provider';
import { ANSWER_FORMATS } from '../src/providers/stage-schemas';
import { anthropicMessage, anthropicToolUse, errorReply, FakeLlmServer, openAiCompletion, openAiToolCall } from './support/fake-llm-server';
import { SAMPLE_ARTICLE } from './support/sample-article';

const SETTINGS: IdeaSettings = {
  topic: 'YouTube retention',
  keywords: ['hooks', 'pacing'],
  targetLength: 'short',
  tone: 'technical',
  industry: 'Video Editing',
};

const IDEAS_JSON = JSON.stringify({
  ideas: ['Hooks that hold: the first 30 seconds', 'Pacing a tutorial', 'J-cuts for talking heads', 'B-roll that earns its place', 'Colour as a retention tool'],
});

const ARTICLE_JSON = JSON.stringify({
  content: `# Retention editing\n\n${SAMPLE_ARTICLE}`,
  excerpt: 'How editors keep viewers watching.',
  metaDescription: 'Editing techniques that keep viewers watching past the first 30 seconds.',
  keywords: ['retention', 'editing'],
});

const BRIEF = { angle: 'Retention is an editing decision.', audience: 'YouTube creators', keyPoints: ['Hooks', 'Pacing'], facts: ['16+ years of experience'] };

const SEO = { title: 'Retention editing', excerpt: 'How editors keep viewers watching.', metaDescription: 'Editing techniques that keep viewers watching.', keywords: ['retention', 'editing'] };

const options = { timeoutMs: 5000, maxOutputTokens: 2048 };

/** Every request offers the same tools, in this order (the cached prefix starts with them). */
const TOOLBOX_NAMES = Object.values(ANSWER_FORMATS).map((format) => format.name);

describe('AI provider adapters against fake servers', () => {
  const server = new FakeLlmServer();
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = await server.start();
  });

  afterAll(async () => {
    await server.stop();
  });

  describe(AnthropicProvider.name, () => {
    const provider = (maxRetries = 0) => new AnthropicProvider({ ...options, apiKey: 'sk-ant-test', baseURL: baseUrl, model: 'claude-test-1', maxRetries });

    it('sends a Messages API request with the model, system prompt and key, and reads ideas and usage', async () => {
      server.reply(anthropicMessage(`Here you go:\n\`\`\`json\n${IDEAS_JSON}\n\`\`\``));

      const sut = await provider().generateIdeas(SETTINGS, 5);

      expect(server.requests).toHaveLength(1);
      const [request] = server.requests;
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v1/messages');
      // This SDK version sends the key as x-api-key or as a bearer token, depending on how it was given.
      expect(`${request.headers['x-api-key'] ?? ''} ${request.headers.authorization ?? ''}`).toContain('sk-ant-test');
      expect(request.headers['anthropic-version']).toBeDefined();
      expect(request.body).toMatchObject({ model: 'claude-test-1', max_tokens: 2048, messages: [{ role: 'user' }] });
      expect(request.body.system).toEqual([{ type: 'text', text: expect.stringContaining('Hyperframe'), cache_control: { type: 'ephemeral' } }]);
      expect(JSON.stringify(request.body.messages)).toContain('Write 5 distinct titles for the category \\"Video Editing\\"');
      expect(sut.value).toHaveLength(5);
      expect(sut.value[0]).toBe('Hooks that hold: the first 30 seconds');
      expect(sut).toMatchObject({ model: 'claude-test-1', usage: { inputTokens: 321, outputTokens: 654 } });
    });

    it('reads ideas written as a numbered list', async () => {
      server.reply(anthropicMessage('Ideas:\n1. **Hooks that hold**\n2. "Pacing a tutorial"\n3) J-cuts for talking heads'));

      const sut = await provider().generateIdeas(SETTINGS, 5);

      expect(sut.value).toEqual(['Hooks that hold', 'Pacing a tutorial', 'J-cuts for talking heads']);
    });

    it('asks for structured output with a forced tool among the whole toolbox and reads the tool input, validated', async () => {
      server.reply(anthropicToolUse('seo_fields', SEO));

      const sut = await provider().optimiseSeo({ title: 'Retention editing', category: 'Video Editing', keywords: ['retention'], content: SAMPLE_ARTICLE });

      expect(sut.value).toEqual(SEO);
      const body = server.requests[0].body as { tools: Array<{ name: string; input_schema: { properties: object; required: string[] } }>; tool_choice: unknown };
      expect(body.tool_choice).toEqual({ type: 'tool', name: 'seo_fields' });
      expect(body.tools.map((tool) => tool.name)).toEqual(TOOLBOX_NAMES);
      expect(body.tools.find((tool) => tool.name === 'seo_fields')!.input_schema.required).toEqual(['title', 'excerpt', 'metaDescription', 'keywords']);
    });

    it('reads the usage of a cached prompt: input is every token, the cache reads and writes apart', async () => {
      server.reply(anthropicToolUse('seo_fields', SEO, { input_tokens: 100, cache_creation_input_tokens: 30, cache_read_input_tokens: 2000, output_tokens: 50 }));

      const sut = await provider().optimiseSeo({ title: 'Retention editing', category: 'Video Editing', keywords: ['retention'], content: SAMPLE_ARTICLE });

      expect(sut.usage).toEqual({ inputTokens: 2130, outputTokens: 50, cacheReadTokens: 2000, cacheWriteTokens: 30 });
    });

    it('treats a tool input that breaks the schema (meta description over 160) as a malformed, transient answer', async () => {
      server.reply(anthropicToolUse('seo_fields', { ...SEO, metaDescription: 'x'.repeat(161) }));

      await expect(provider().optimiseSeo({ title: 'T', category: 'Video Editing', keywords: [], content: SAMPLE_ARTICLE })).rejects.toThrow(/metaDescription/);
    });

    it('drafts an article from a JSON text answer (a server that ignores tools), dropping a repeated title', async () => {
      server.reply(anthropicMessage(ARTICLE_JSON));

      const sut = await provider().draftArticle({ title: 'Retention editing', category: 'Video Editing', keywords: ['retention'], brief: BRIEF, outline: { sections: ['Hooks', 'Pacing', 'Close'] } });

      expect(sut.value.startsWith('Retention is won')).toBe(true);
      const prompt = JSON.stringify(server.requests[0].body);
      expect(prompt).toContain('Retention editing');
      expect(prompt).toContain('- Pacing');
      expect(prompt).toContain(BRIEF.angle);
    });

    it('sends the feedback and current article when revising; accepts plain markdown back', async () => {
      server.reply(anthropicMessage(SAMPLE_ARTICLE));

      const sut = await provider().reviseArticle({ title: 'T', category: 'Video Editing', keywords: ['k'], content: 'OLD BODY', feedback: 'Add a checklist' });

      const prompt = JSON.stringify(server.requests[0].body.messages);
      expect(prompt).toContain('Add a checklist');
      expect(prompt).toContain('OLD BODY');
      expect(sut.value.metaDescription.length).toBeLessThanOrEqual(160);
      expect(sut.value.keywords).toEqual(['k']);
    });

    it('retries a 429 and then a 500 through the SDK, honouring retry-after', async () => {
      server.reply(errorReply(429), errorReply(500), anthropicMessage(IDEAS_JSON));

      const sut = await provider(2).generateIdeas(SETTINGS, 5);

      expect(server.requests).toHaveLength(3);
      expect(sut.value).toHaveLength(5);
    });

    it('reports a 500 as transient once the SDK retries are spent (BullMQ retries the job)', async () => {
      server.reply(errorReply(500));

      await expect(provider(1).generateIdeas(SETTINGS, 5)).rejects.toBeInstanceOf(TransientProviderError);
      expect(server.requests).toHaveLength(2);
    });

    it('reports bad credentials as permanent', async () => {
      server.reply(errorReply(401, 'invalid x-api-key'));

      await expect(provider(2).generateIdeas(SETTINGS, 5)).rejects.toBeInstanceOf(PermanentProviderError);
      expect(server.requests).toHaveLength(1);
    });

    it('treats an unreadable answer as transient', async () => {
      server.reply(anthropicMessage('Sorry, I cannot help.'));

      await expect(provider().draftArticle({ title: 'T', category: 'Video Editing', keywords: [], brief: BRIEF, outline: { sections: ['A', 'B', 'C'] } })).rejects.toBeInstanceOf(TransientProviderError);
    });
  });

  describe(OpenAiProvider.name, () => {
    const provider = (maxRetries = 0) => new OpenAiProvider({ ...options, apiKey: 'sk-test', baseURL: `${baseUrl}/v1`, model: 'gpt-test-1', maxRetries });

    it('sends a chat-completions request with system and user messages, and reads ideas and usage', async () => {
      server.reply(openAiCompletion(IDEAS_JSON));

      const sut = await provider().generateIdeas(SETTINGS, 5);

      const [request] = server.requests;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer sk-test');
      expect(request.body).toMatchObject({ model: 'gpt-test-1', max_tokens: 2048 });
      const messages = request.body.messages as Array<{ role: string; content: string }>;
      expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
      expect(messages[1].content).toContain('Topic: YouTube retention');
      expect(sut).toMatchObject({ model: 'gpt-test-1', usage: { inputTokens: 123, outputTokens: 456 } });
      expect(sut.value).toHaveLength(5);
    });

    it('reads a bulleted list of ideas and trims it to the count asked for', async () => {
      server.reply(openAiCompletion('- One idea here\n- Two idea here\n* Three idea here\n- Four idea here'));

      const sut = await provider().generateIdeas(SETTINGS, 3);

      expect(sut.value).toEqual(['One idea here', 'Two idea here', 'Three idea here']);
    });

    it('asks for a forced function with a strict schema among the whole toolbox (no response_format), and reads its arguments, validated', async () => {
      server.reply(openAiToolCall('editorial_brief', BRIEF, { prompt_tokens: 1500, completion_tokens: 80, prompt_tokens_details: { cached_tokens: 1152 } }));

      const sut = await provider().planArticle({ title: 'Retention editing', category: 'Video Editing', keywords: [] });

      expect(sut.value).toEqual(BRIEF);
      expect(sut.usage).toEqual({ inputTokens: 1500, outputTokens: 80, cacheReadTokens: 1152, cacheWriteTokens: 0 });
      const body = server.requests[0].body as { response_format?: unknown; tool_choice: unknown; parallel_tool_calls: boolean; tools: Array<{ type: string; function: { name: string; strict: boolean; parameters: { required: string[]; additionalProperties: boolean } } }> };
      expect(body.response_format).toBeUndefined();
      expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'editorial_brief' } });
      expect(body.parallel_tool_calls).toBe(false);
      expect(body.tools.map((tool) => tool.function.name)).toEqual(TOOLBOX_NAMES);
      const brief = body.tools.find((tool) => tool.function.name === 'editorial_brief')!;
      expect(brief).toMatchObject({ type: 'function', function: { strict: true, parameters: { required: ['angle', 'audience', 'keyPoints', 'facts'], additionalProperties: false } } });
    });

    it('reads a JSON text answer from a server that ignores the forced function', async () => {
      server.reply(openAiCompletion(JSON.stringify(BRIEF)));

      const sut = await provider().planArticle({ title: 'Retention editing', category: 'Video Editing', keywords: [] });

      expect(sut.value).toEqual(BRIEF);
      expect(sut.usage).toEqual({ inputTokens: 123, outputTokens: 456, cacheReadTokens: 0, cacheWriteTokens: 0 });
    });

    it('treats function arguments cut off mid-way as a malformed, transient answer', async () => {
      server.respond(() => {
        const cut = openAiToolCall('editorial_brief', BRIEF);
        const body = cut.body as { choices: Array<{ message: { tool_calls: Array<{ function: { arguments: string } }> } }> };
        body.choices[0].message.tool_calls[0].function.arguments = '{"angle": "Retention is';
        return cut;
      });

      await expect(provider().planArticle({ title: 'T', category: 'Video Editing', keywords: [] })).rejects.toBeInstanceOf(TransientProviderError);
    });

    it('falls back to plain prompts and the tolerant parser when the server rejects tools, and remembers', async () => {
      server.reply(errorReply(400, 'tools are not supported'), openAiCompletion(`\`\`\`json\n${ARTICLE_JSON}\n\`\`\``));
      const sut = provider();

      const revised = await sut.reviseArticle({ title: 'T', category: 'Video Editing', keywords: [], content: 'OLD', feedback: 'More pacing' });
      await sut.reviseArticle({ title: 'T', category: 'Video Editing', keywords: [], content: 'OLD', feedback: 'More pacing' });

      expect(revised.value.metaDescription).toBe('Editing techniques that keep viewers watching past the first 30 seconds.');
      expect(server.requests.map((request) => 'tools' in request.body)).toEqual([true, false, false]);
    });

    it('retries 429 and 500 through the SDK', async () => {
      server.reply(errorReply(429), errorReply(503), openAiCompletion(IDEAS_JSON));

      const sut = await provider(2).generateIdeas(SETTINGS, 5);

      expect(server.requests).toHaveLength(3);
      expect(sut.value).toHaveLength(5);
    });

    it('reports a 429 as transient when SDK retries are off', async () => {
      server.reply(errorReply(429));

      await expect(provider(0).generateIdeas(SETTINGS, 5)).rejects.toBeInstanceOf(TransientProviderError);
      expect(server.requests).toHaveLength(1);
    });

    it('reports an unknown model (404) as permanent', async () => {
      server.reply(errorReply(404, 'model not found'));

      await expect(provider(2).generateIdeas(SETTINGS, 5)).rejects.toBeInstanceOf(PermanentProviderError);
    });

    it('reports a timeout as transient', async () => {
      const slow = new OpenAiProvider({ ...options, timeoutMs: 1000, apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 });

      await expect(slow.generateIdeas(SETTINGS, 5)).rejects.toBeInstanceOf(TransientProviderError);
    });
  });
});
