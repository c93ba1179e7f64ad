/**
 * AI tokens (issue 30): what one six-stage article (brief → outline → draft → edit → seo → cover) costs in
 * input, cached and output tokens and dollars, through each LLM adapter against the fake servers of the
 * worker's tests (services/worker/test/support: they answer like the Anthropic Messages and OpenAI chat
 * APIs, prompt caching included, counting ~4 characters a token). The real path: HTTP start on the gateway →
 * a built worker with AI_PROVIDER=anthropic|openai → the job's stages, tokens and cost as the job response
 * (`GET /api/ai/jobs/:id`) and `GET /api/ai/usage` give them. The fake answers each stage with what the
 * offline writer writes for the same article, so the texts the later stages carry have a real article's size.
 * Articles run one after the other on a cold cache: the first pays for writing the shared prefix, the
 * next ones (within the caches' 5 minutes) read it from their first stage on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { adminCookie, log, RESULTS_DIR, ROOT, round, sleep, spawnWorker, stopChild } from './common.mjs';

const require = createRequire(import.meta.url);
const ARTICLES = Number(process.env.BENCH_AI_ARTICLES ?? 3);
// Today's figure (issue 30, main before this piece): six Anthropic requests, 31,257 characters of prompt.
const BASELINE_PROMPT_CHARS = 31_257;
const REPRICED_OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4.1-mini', 'gpt-5-mini', 'gpt-4.1', 'gpt-5'];
const TITLES = [
  'How to edit a YouTube video that keeps viewers watching',
  'Colour grading on a budget: a practical workflow',
  'Repurposing one long video into a month of Shorts',
  'Sound design basics every video editor should know',
];

/** The fake servers are TypeScript (they serve the worker's tests too): compiled here with the tests' own compiler. */
function loadFakeServers() {
  const swc = require('@swc/core');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-bench-fake-llm-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"commonjs"}');
  const support = path.join(ROOT, 'services/worker/test/support');
  for (const name of ['fake-llm-server', 'prompt-cache']) {
    const { code } = swc.transformFileSync(path.join(support, `${name}.ts`), {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    fs.writeFileSync(path.join(dir, `${name}.js`), code);
  }
  return { ...require(path.join(dir, 'fake-llm-server.js')), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * What the offline writer answers at each stage of the article: the fake server's answers, by format name.
 * The writer is deterministic for a title, so every run (and both providers) writes the same articles; the
 * post's own title only adds which provider wrote it (posts need distinct slugs).
 */
async function stageAnswers(title, provider) {
  const { OfflineProvider } = require(path.join(ROOT, 'services/worker/dist/providers/offline.provider.js'));
  const writer = new OfflineProvider(0);
  const request = { title, excerpt: 'A practical guide from the bench.', category: 'Video Editing', keywords: ['video editing', 'retention'] };
  const brief = (await writer.planArticle(request)).value;
  const outline = (await writer.outlineArticle({ ...request, brief })).value;
  const draft = (await writer.draftArticle({ ...request, brief, outline })).value;
  const edited = (await writer.editText({ ...request, goal: brief.angle, content: draft })).value;
  const seo = (await writer.optimiseSeo({ ...request, content: edited.content })).value;
  const cover = (await writer.describeCover({ title, category: request.category, excerpt: seo.excerpt })).value;
  return {
    request: { ...request, title: `${title} (${provider})` },
    answers: { editorial_brief: brief, article_outline: outline, article_draft: { content: draft }, edited_text: edited, seo_fields: seo, cover_text: cover },
  };
}

async function api(baseUrl, cookie, method, route, body) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text);
}

async function writeArticle(baseUrl, cookie, request) {
  const { jobId } = await api(baseUrl, cookie, 'POST', '/api/ai/single/production/start', request);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = await api(baseUrl, cookie, 'GET', `/api/ai/jobs/${jobId}`);
    if (job.state === 'completed') return job;
    if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`article job ${job.state}: ${job.error}`);
    if (Date.now() > deadline) throw new Error(`article job still ${job.state} after 120 s`);
    await sleep(200);
  }
}

/** One request as the fake server billed it, in both providers' terms. */
function billed(request, promptText) {
  const usage = request.usage ?? {};
  const chars = promptText(request).length;
  const cachedPromptChars = request.cachedPromptChars ?? 0;
  if (request.path.endsWith('/messages')) {
    const read = usage.cache_read_input_tokens ?? 0;
    const write = usage.cache_creation_input_tokens ?? 0;
    return { promptChars: chars, cachedPromptChars, inputTokens: usage.input_tokens + read + write, cacheReadTokens: read, cacheWriteTokens: write, outputTokens: usage.output_tokens, cacheControlBlocks: JSON.stringify(request.body).split('"cache_control"').length - 1 };
  }
  return { promptChars: chars, cachedPromptChars, inputTokens: usage.prompt_tokens, cacheReadTokens: usage.prompt_tokens_details?.cached_tokens ?? 0, cacheWriteTokens: 0, outputTokens: usage.completion_tokens, cacheControlBlocks: 0 };
}

const sum = (rows, key) => rows.reduce((total, row) => total + (row[key] ?? 0), 0);

/** One article's figures: from the job response (what the product stored) and from the fake (what the API billed). */
function articleFigures(job, requests, promptText) {
  const calls = requests.map((request) => billed(request, promptText));
  const stages = job.stages.map((stage, index) => ({
    name: stage.name,
    inputTokens: stage.inputTokens,
    cacheReadTokens: stage.cacheReadTokens ?? 0,
    cacheWriteTokens: stage.cacheWriteTokens ?? 0,
    outputTokens: stage.outputTokens,
    costUsd: stage.costUsd,
    promptChars: calls[index]?.promptChars,
    cachedPromptChars: calls[index]?.cachedPromptChars,
    cacheControlBlocks: calls[index]?.cacheControlBlocks,
  }));
  const inputTokens = sum(stages, 'inputTokens');
  const cacheReadTokens = sum(stages, 'cacheReadTokens');
  const promptChars = sum(calls, 'promptChars');
  return {
    requests: calls.length,
    promptChars,
    // The unit: characters of prompt (system and message text) that the provider did not read from
    // its cache.
    uncachedPromptChars: promptChars - sum(calls, 'cachedPromptChars'),
    // Stricter: every input token not read from the cache, in characters (4 a token), tool and schema
    // definitions and the cache writes included.
    uncachedInputChars: 4 * (inputTokens - cacheReadTokens),
    inputTokens,
    cacheReadTokens,
    cacheWriteTokens: sum(stages, 'cacheWriteTokens'),
    uncachedInputTokens: inputTokens - cacheReadTokens,
    outputTokens: sum(stages, 'outputTokens'),
    costUsd: round(job.costUsd, 6),
    stagesReadingCache: stages.filter((stage) => stage.cacheReadTokens > 0).map((stage) => stage.name),
    requestsWithCacheControl: calls.filter((call) => call.cacheControlBlocks > 0).length,
    // The job response against what the fake billed: the product stores the usage the API reported.
    matchesBilled: inputTokens === sum(calls, 'inputTokens') && cacheReadTokens === sum(calls, 'cacheReadTokens') && sum(stages, 'outputTokens') === sum(calls, 'outputTokens'),
    stages,
  };
}

export async function benchAi(product) {
  const fakes = loadFakeServers();
  const { DEFAULT_ANTHROPIC_MODEL } = require(path.join(ROOT, 'services/worker/dist/providers/anthropic.provider.js'));
  const { DEFAULT_OPENAI_MODEL } = require(path.join(ROOT, 'services/worker/dist/providers/openai.provider.js'));
  const { DEFAULT_PRICES } = require(path.join(ROOT, 'services/worker/dist/providers/pricing.js'));
  const server = new fakes.FakeLlmServer();
  const url = await server.start();
  const cookie = await adminCookie(product.baseUrl);
  const providers = [
    { name: 'anthropic', model: DEFAULT_ANTHROPIC_MODEL, env: { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant-bench', ANTHROPIC_BASE_URL: url } },
    { name: 'openai', model: DEFAULT_OPENAI_MODEL, env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: `${url}/v1` } },
  ];
  const rows = [];
  try {
    for (const provider of providers) {
      log(`ai: ${ARTICLES} six-stage articles through ${provider.name} (${provider.model}) against the fake server, cold cache first`);
      server.resetCaches();
      let current;
      server.respondAsProviders((format) => {
        const answer = current.answers[format];
        if (!answer) throw new Error(`the fake has no answer for format "${format}"`);
        return answer;
      });
      const worker = await spawnWorker(product, { ...provider.env, AI_MODEL: provider.model, AI_SDK_MAX_RETRIES: '0' });
      const articles = [];
      try {
        for (let index = 0; index < ARTICLES; index += 1) {
          current = await stageAnswers(TITLES[index % TITLES.length], provider.name);
          const first = server.requests.length;
          const job = await writeArticle(product.baseUrl, cookie, current.request);
          articles.push(articleFigures(job, server.requests.slice(first), fakes.promptText));
        }
      } finally {
        await stopChild(worker);
      }
      const [cold, ...warm] = articles;
      const warmMean = warm.length
        ? Object.fromEntries(['promptChars', 'uncachedPromptChars', 'uncachedInputChars', 'inputTokens', 'cacheReadTokens', 'cacheWriteTokens', 'uncachedInputTokens', 'outputTokens', 'costUsd'].map((key) => [key, round(sum(warm, key) / warm.length, key === 'costUsd' ? 6 : 0)]))
        : null;
      const price = DEFAULT_PRICES[`${provider.name}:${provider.model}`];
      rows.push({ provider: provider.name, model: provider.model, price, cold, warmMean, articles });
      log(`  cold article: ${cold.requests} requests, ${cold.promptChars} prompt chars (${cold.uncachedPromptChars} not read from the cache; all input not from the cache: ${cold.uncachedInputChars} chars), input ${cold.inputTokens} tokens (cache read ${cold.cacheReadTokens}, write ${cold.cacheWriteTokens}), output ${cold.outputTokens}, $${cold.costUsd}; stages reading the cache: ${cold.stagesReadingCache.join(', ') || 'none'}`);
      if (warmMean) log(`  warm article (mean of ${warm.length}): input ${warmMean.inputTokens} (cache read ${warmMean.cacheReadTokens}), output ${warmMean.outputTokens}, $${warmMean.costUsd}`);
    }
    // The same articles on main before issue 30 (kept in results/ai-before.json), for the relative goal.
    const beforeFile = path.join(RESULTS_DIR, 'ai-before.json');
    const before = fs.existsSync(beforeFile) ? JSON.parse(fs.readFileSync(beforeFile, 'utf8')) : null;
    // The OpenAI article's tokens at other OpenAI models' list prices (cached input is 50% off on
    // gpt-4o-mini, 75% on gpt-4.1, 90% on gpt-5), before and after.
    const { costUsd } = require(path.join(ROOT, 'services/worker/dist/providers/pricing.js'));
    const articleCost = (article, model) => (article ? round(article.stages.reduce((total, stage) => total + costUsd(DEFAULT_PRICES[`openai:${model}`], stage), 0), 6) : null);
    const openAiRow = rows.find((row) => row.provider === 'openai');
    const openAiBefore = before?.rows.find((row) => row.provider === 'openai');
    const repricedOpenAi = Object.fromEntries(REPRICED_OPENAI_MODELS.map((model) => [model, { before: articleCost(openAiBefore?.cold, model), after: articleCost(openAiRow?.cold, model), afterWarm: articleCost(openAiRow?.articles[1], model) }]));
    const usage = await api(product.baseUrl, cookie, 'GET', `/api/ai/usage?month=${new Date().toISOString().slice(0, 7)}`);
    const ratioToBefore = (row) => {
      const old = before?.rows.find((candidate) => candidate.provider === row.provider);
      return old ? round(row.cold.uncachedInputChars / old.cold.uncachedInputChars, 3) : null;
    };
    const laterStagesRead = (row) => row.cold.stages.slice(1).every((stage) => stage.cacheReadTokens > 0);
    return {
      method: `${ARTICLES} articles per provider, one after the other, each six stages through a built worker (AI_PROVIDER=anthropic|openai, default models) against the worker tests' fake servers (prompt caches as test/support/prompt-cache.ts models them; tokens = characters / 4). Answers: the offline writer's stages for the same article. Figures per article from the job response (GET /api/ai/jobs/:id); dollars from the product's price table (list prices). "cold": the first article on empty caches; "warm": the mean of the next ones. Prompt characters: system and message text, without tool or schema definitions (as the issue counted them); not from the cache: less the prompt text the provider read from its cache. Input not from the cache (stricter): 4 × the input tokens not read from the cache, tool and schema definitions and cache writes included. Repriced: the same tokens at other models' list prices (OpenAI's models share one cache rule, so the tokens hold for each).`,
      baselinePromptChars: BASELINE_PROMPT_CHARS,
      rows,
      repricedOpenAi,
      usageByProvider: usage.byProvider,
      goals: {
        uncachedAtMostHalf: {
          targetChars: BASELINE_PROMPT_CHARS / 2,
          byProvider: Object.fromEntries(rows.map((row) => [row.provider, row.cold.uncachedPromptChars])),
          met: rows.every((row) => row.cold.uncachedPromptChars <= BASELINE_PROMPT_CHARS / 2),
          strictByProvider: Object.fromEntries(rows.map((row) => [row.provider, row.cold.uncachedInputChars])),
          strictMet: rows.every((row) => row.cold.uncachedInputChars <= BASELINE_PROMPT_CHARS / 2),
        },
        ...(before ? { halfOfBefore: { byProvider: Object.fromEntries(rows.map((row) => [row.provider, ratioToBefore(row)])), met: rows.every((row) => (ratioToBefore(row) ?? Infinity) <= 0.5), beforeCommit: before.revision.commit } } : {}),
        laterStagesReadCache: { met: rows.every(laterStagesRead), byProvider: Object.fromEntries(rows.map((row) => [row.provider, laterStagesRead(row)])) },
        usageMatchesBilled: rows.every((row) => row.articles.every((article) => article.matchesBilled)),
      },
    };
  } finally {
    await server.stop();
    fakes.cleanup();
  }
}
