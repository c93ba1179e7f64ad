import type { BlogPost } from '@app/contract';
import request, { Agent, Response, Test } from 'supertest';
import { createPost } from './factories/post.factory';
import { createProduction } from './factories/production.factory';
import { createProposal } from './factories/proposal.factory';
import { loginAgent } from './support/login';
import { asBytes } from './support/raw-body';
import { createTestApp, TEST_ADMIN, TestApp } from './support/test-app';

/**
 * Input fuzzing: every registered route (read from the Express router, so a new route is fuzzed
 * without touching this file), signed out and signed in, gets malformed JSON, wrong types, huge
 * bodies, deep nesting, unicode and injection strings, odd ids and odd headers. Whatever the input,
 * the gateway must answer a 4xx (or a 2xx/3xx), never a 5xx. Every admin and AI route that reads a
 * body also gets hostile values (NUL among them) one field at a time in a body it otherwise accepts
 * (checked first), so each value reaches the services and Postgres; there the answer must be 2xx, or
 * 4xx with {statusCode, message}. The same holds for each payload class (control characters, unpaired
 * surrogates, invalid UTF-8 bytes in the raw body; markdown depth is render safety's), field by field.
 */

interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

const FUZZED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

function registeredRoutes(testApp: TestApp): Route[] {
  const express = testApp.app.getHttpAdapter().getInstance() as { router?: { stack: RouterLayer[] }; _router?: { stack: RouterLayer[] } };
  const routes: Route[] = [];
  for (const layer of (express.router ?? express._router)?.stack ?? []) {
    if (!layer.route) continue;
    for (const path of ([] as string[]).concat(layer.route.path)) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        // CONNECT, TRACE and the like (Nest's catch-all registers every verb) are not HTTP APIs a client can send here.
        if (enabled && FUZZED_METHODS.has(method.toUpperCase())) routes.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return routes;
}

/** Routes served by middleware (not in the router's route table): the website, Bull Board, media. */
const MIDDLEWARE_ROUTES: Route[] = [
  ...['/', '/blog', '/blog/:slug', '/services', '/sitemap.xml', '/rss.xml', '/robots.txt', '/assets/:file', '/media/:file'].map((path) => ({ method: 'GET', path })),
  ...['/admin/queues', '/admin/queues/api/queues', '/admin/queues/api/queues/:queue/:id'].map((path) => ({ method: 'GET', path })),
  { method: 'PUT', path: '/admin/queues/api/queues/:queue/retry/failed' },
  { method: 'PUT', path: '/admin/queues/api/queues/:queue/clean/completed' },
];

const LONG = 'a'.repeat(5000);
/** Values for every route parameter (already URL-safe where they must be). */
const ODD_IDS = [
  '-1',
  '0',
  '1',
  '1e309',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  '99999999999999999999999',
  '2147483648',
  '..%2Fx',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  encodeURIComponent('../x'),
  LONG,
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('1; DROP TABLE blog_posts;--'),
  encodeURIComponent('😀ünïcødé'),
  encodeURIComponent('<script>alert(1)</script>'),
  '%00',
  '%E0%A4%A',
  '%',
  'null',
  'undefined',
  '%5B%5D',
  'articles',
  'ideas',
  encodeURIComponent('{"$ne":null}'),
];

const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE blog_posts; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000nul\u0000',
  '\ud800 lone surrogate',
  '😀'.repeat(500),
  'ﷺ\u202e right-to-left \u200b zero width',
  'x'.repeat(100_000),
  '',
  ' ',
];

const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER * 10, [], [1, 'a'], {}, { nested: { deeper: true } }, '1', 'true'];

/** Field names the admin and AI DTOs use: each gets every wrong type and injection. */
const FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'author',
  'metaDescription',
  'featuredImage',
  'featuredImageAlt',
  'estimatedReadTime',
  'keywords',
  'published',
  'status',
  'updatedAt',
  'createdAt',
  'id',
  'username',
  'password',
  'topic',
  'targetLength',
  'tone',
  'industry',
  'feedback',
  'postId',
  'blogPost',
  'version',
  'voiceRules',
  'facts',
  'services',
  'bannedPhrases',
  'spelling',
];

function deepNesting(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Raw bodies sent as application/json. */
function rawBodies(): Array<{ label: string; body: string; type?: string }> {
  const bodies: Array<{ label: string; body: string; type?: string }> = [
    { label: 'truncated JSON', body: '{"title": ' },
    { label: 'trailing comma', body: '{"title": "x",}' },
    { label: 'single quotes', body: "{'title': 'x'}" },
    { label: 'bare word', body: 'undefined' },
    { label: 'NaN literal', body: '{"estimatedReadTime": NaN}' },
    { label: 'huge number', body: '{"estimatedReadTime": 1e309, "id": 1e309}' },
    { label: 'top-level null', body: 'null' },
    { label: 'top-level string', body: '"just a string"' },
    { label: 'top-level number', body: '42' },
    { label: 'top-level array', body: '[{"title":"x"}]' },
    { label: 'prototype pollution', body: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}, "title": "x"}' },
    { label: 'duplicate keys', body: '{"title": "a", "title": {"b": 1}}' },
    { label: 'deep array nesting', body: deepNesting(100_000, 'array') },
    { label: 'deep object nesting', body: deepNesting(50_000, 'object') },
    { label: 'nested 200 levels in a field', body: `{"title": ${deepNesting(200, 'object')}, "keywords": ${deepNesting(200, 'array')}}` },
    { label: 'BOM', body: '\ufeff{"title": "x"}' },
    { label: 'escaped NUL everywhere', body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, 'a\u0000b']))) },
    { label: 'utf-16 charset', body: '{"title": "x"}', type: 'application/json; charset=utf-16' },
    { label: 'unknown charset', body: '{"title": "x"}', type: 'application/json; charset=klingon' },
    { label: 'vendor json type', body: '{"title": "x"}', type: 'application/vnd.api+json' },
    { label: 'not json', body: 'title=x&published=true', type: 'application/x-www-form-urlencoded' },
    { label: 'plain text', body: 'hello', type: 'text/plain' },
    { label: 'over 1 MB', body: JSON.stringify({ content: 'x'.repeat(1_100_000) }) },
  ];
  for (const value of WRONG_TYPES) bodies.push({ label: `every field ${JSON.stringify(value)}`, body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))) });
  for (const value of INJECTIONS) bodies.push({ label: `every field "${value.slice(0, 20)}"`, body: JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value]))) });
  return bodies;
}

/** Hostile values for one field of an otherwise valid body: wrong types, NUL and other controls, sizes, dates. */
const ONE_FIELD_VALUES: unknown[] = [
  ...WRONG_TYPES,
  ...INJECTIONS.filter((value) => value.length < 1000),
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  'tab\there \u000b vertical \u0001 \u001f \u007f controls',
  '\u0085 \u2028 \u2029 \ufffe \uffff',
  'x'.repeat(1000),
  'x'.repeat(60_000),
  2 ** 31,
  -(2 ** 31) - 1,
  '2026-13-45T99:99:99Z',
  '+275760-09-13T00:00:00.001Z',
  ['a\u0000b', 'x'.repeat(500)],
  ['\u0000'],
  'a,\u0000,b',
  '["a\u0000b"]',
  { '\u0000': 'x' },
];

/**
 * Payload classes that every field of every body gets, one field at a time, in a body the route
 * otherwise accepts (issue 25, item 7). Each is text the product cannot draw or store as sent; the
 * answer must be clean (2xx, or 4xx with {statusCode, message}) and nothing undrawable may be stored.
 * Invalid UTF-8, which JSON cannot spell, is spliced into the raw body below (INVALID_UTF8_SPLICES).
 */
const FIELD_PAYLOAD_CLASSES: Record<string, unknown[]> = {
  'control characters': [
    '\u0001',
    'Title\u0001 with SOH',
    Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('').slice(1),
    Array.from({ length: 33 }, (_, code) => String.fromCharCode(0x7f + code)).join(''),
    'esc \u001b[31mred\u001b[0m bell \u0007 backspace \b form feed \f',
    'lines\r\nand\rbreaks\u2028and\u2029more\u0085',
    'noncharacters \ufffe \uffff',
    'Cafe\u0301 decomposed',
    ['keyword\u0001', 'tab\tkeyword'],
    '["a\u0001b"]',
    { nested: 'x\u0001' },
  ],
  'lone surrogates': ['\ud800', 'a\udc00b', 'trailing high \ud83d', ['\udfff'], 'pair 😀 then lone \ude00'],
  // Markdown nested past what a parser's stack holds (issue 25, item 1): a clean 400 where the field is
  // markdown, stored as text elsewhere; never a 500.
  'markdown depth': [
    '>'.repeat(2000),
    Array.from({ length: 500 }, (_, depth) => `${'  '.repeat(depth)}- item`).join('\n'),
    `${'*'.repeat(5000)}x${'*'.repeat(5000)}`,
    '['.repeat(3000) + 'x' + ']'.repeat(3000),
    '- '.repeat(2000) + 'deep',
  ],
};

/** Raw bytes that are not UTF-8, spliced into one field's JSON string. */
const INVALID_UTF8_SPLICES: Array<{ label: string; bytes: number[] }> = [
  { label: 'lone continuation byte', bytes: [0x80] },
  { label: 'truncated two-byte sequence', bytes: [0xc3, 0x28] },
  { label: 'truncated three-byte sequence', bytes: [0xe2, 0x82] },
  { label: 'overlong slash', bytes: [0xc0, 0xaf] },
  { label: 'encoded surrogate', bytes: [0xed, 0xa0, 0x80] },
  { label: 'five-byte form', bytes: [0xf8, 0x88, 0x80, 0x80, 0x80] },
  { label: 'byte 0xff', bytes: [0xff] },
  { label: 'latin-1 text', bytes: [0x63, 0x61, 0x66, 0xe9] },
];

/** A JSON body whose `field` holds `bytes` inside its string (invalid UTF-8 cannot be written as JSON). */
function bodyWithBytes(base: Record<string, unknown>, field: string, bytes: number[]): Buffer {
  const marker = 'INVALID-UTF8-HERE';
  const [before, after] = JSON.stringify({ ...base, [field]: `x${marker}y` }).split(marker);
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
}

/** What drawableText removes: a stored post holding any of these was not cleaned on the way in. */
const UNDRAWABLE_SQL = `[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufffe\uffff]`;

type Who = 'admin' | 'anonymous';

/**
 * A state-changing admin or AI route that reads a body, with a body it accepts. Every field its DTO
 * (or guard) reads is fuzzed, one at a time; `target` gives the URL of one request (a fresh
 * production where the first request would change what the next one may do).
 */
interface BodyRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  who: Who;
  base: Record<string, unknown>;
  fields: string[];
  target(): Promise<string>;
}

function bodyRoutes(testApp: TestApp, postId: number): BodyRoute[] {
  const fixed = (url: string) => async () => url;
  let rewriteTarget: Promise<number> | undefined;
  const post = {
    title: 'Fuzz post',
    slug: 'fuzz-post',
    excerpt: 'An excerpt.',
    content: '## Fuzz\n\nA body.',
    category: 'Video Editing',
    author: 'Fuzz Author',
    metaDescription: 'A description.',
    featuredImage: '/media/fuzz.png',
    featuredImageAlt: 'A fuzzed cover',
    estimatedReadTime: 3,
    keywords: ['fuzz', 'input'],
    published: false,
  };
  return [
    { method: 'POST', path: '/api/admin/login', who: 'anonymous', base: { ...TEST_ADMIN }, fields: ['username', 'password'], target: fixed('/api/admin/login') },
    { method: 'POST', path: '/api/admin/blog/posts', who: 'admin', base: post, fields: [...Object.keys(post), 'status'], target: fixed('/api/admin/blog/posts') },
    {
      method: 'PUT',
      path: '/api/admin/blog/posts/:id',
      who: 'admin',
      base: { ...post, slug: 'fuzz-put-target' },
      fields: [...Object.keys(post), 'id', 'status', 'createdAt', 'updatedAt', 'publishedAt', 'publishAt'],
      target: fixed(`/api/admin/blog/posts/${postId}`),
    },
    { method: 'PATCH', path: '/api/admin/blog/posts/:id', who: 'admin', base: { published: true }, fields: ['published', 'publishAt'], target: fixed(`/api/admin/blog/posts/${postId}`) },
    {
      // Issue 17: scheduling, on a fresh draft each time (a live post cannot be scheduled).
      method: 'PATCH',
      path: '/api/admin/blog/posts/:id',
      who: 'admin',
      base: { publishAt: new Date(Date.now() + 24 * 3600 * 1000).toISOString() },
      fields: ['publishAt', 'published'],
      target: async () => `/api/admin/blog/posts/${(await createPost(testApp.dataSource, { published: false, status: 'draft' })).id}`,
    },
    {
      method: 'POST',
      path: '/api/ai/single/production/start',
      who: 'admin',
      base: { title: 'Fuzz production', excerpt: 'What to write.', category: 'Video Marketing', keywords: ['fuzz'] },
      fields: ['title', 'excerpt', 'category', 'keywords', 'postId'],
      target: fixed('/api/ai/single/production/start'),
    },
    {
      method: 'POST',
      path: '/api/ai/productions/:id/revise',
      who: 'admin',
      base: { feedback: 'Shorter, please.' },
      fields: ['feedback', 'section'],
      target: async () => `/api/ai/productions/${(await createProduction(testApp.dataSource)).id}/revise`,
    },
    {
      method: 'POST',
      path: '/api/admin/blog/posts/:id/checks',
      who: 'admin',
      base: { title: 'Unsaved title', content: '## Draft\n\nTyped, not saved.', excerpt: 'x', metaDescription: 'y', featuredImage: null, featuredImageAlt: '', slug: 'unsaved-slug', keywords: ['fuzz'] },
      fields: ['title', 'slug', 'excerpt', 'content', 'metaDescription', 'featuredImage', 'featuredImageAlt', 'keywords'],
      target: async () => `/api/admin/blog/posts/${(await createPost(testApp.dataSource)).id}/checks`,
    },
    {
      method: 'POST',
      path: '/api/admin/blog/posts/:id/refresh',
      who: 'admin',
      base: { notes: 'Prices changed this year.' },
      fields: ['notes'],
      // A fresh live post each time: one refresh per post may be open at once.
      target: async () => `/api/admin/blog/posts/${(await createPost(testApp.dataSource)).id}/refresh`,
    },
    {
      // Issue 27: 'Rewrite this sentence', on one post holding the sentence (a second start while the first is open is a clean 409).
      method: 'POST',
      path: '/api/admin/blog/posts/:id/rewrite-sentence',
      who: 'admin',
      base: { sentence: 'We grew views by 40%.', problem: 'Unsupported claim.' },
      fields: ['sentence', 'problem'],
      target: async () => {
        rewriteTarget ??= createPost(testApp.dataSource, { content: '## Results\n\nWe grew views by 40%. Then more.\n' }).then((created) => created.id);
        return `/api/admin/blog/posts/${await rewriteTarget}/rewrite-sentence`;
      },
    },
    {
      method: 'POST',
      path: '/api/admin/blog/proposals/:proposalId/accept',
      who: 'admin',
      base: { sections: ['Finish'], fields: ['excerpt'], confirmStale: true },
      fields: ['sections', 'fields', 'confirmStale'],
      target: async () => `/api/admin/blog/proposals/${(await createProposal(testApp.dataSource)).id}/accept`,
    },
    {
      method: 'PUT',
      path: '/api/admin/brand-kit',
      who: 'admin',
      // A stale version answers 409 (clean); the first valid body moves the kit to version 2.
      base: {
        version: 1,
        voiceRules: ['Plain words.'],
        facts: [{ statement: 'We have 16+ years of experience.', source: 'spec' }],
        services: [{ name: 'Creator', description: 'Editing.' }],
        bannedPhrases: ['delve'],
        spelling: 'en-GB',
      },
      fields: ['version', 'voiceRules', 'facts', 'services', 'bannedPhrases', 'spelling'],
      target: fixed('/api/admin/brand-kit'),
    },
    {
      method: 'POST',
      path: '/api/ai/ideas/generate',
      who: 'admin',
      base: { topic: 'Colour grading', keywords: ['grading'], targetLength: 'short', tone: 'casual', industry: 'Video Editing' },
      fields: ['topic', 'keywords', 'targetLength', 'tone', 'industry'],
      target: fixed('/api/ai/ideas/generate'),
    },
  ];
}

/** State-changing API routes that read no body (a body sent to them is ignored). */
const NO_BODY_ROUTES = [
  'POST /api/admin/logout',
  'POST /api/ai/productions/:id/approve',
  'POST /api/ai/productions/:id/regenerate-image',
  'POST /api/admin/blog/posts/:id/regenerate-image',
  'POST /api/admin/blog/posts/:id/revisions/:revisionId/restore',
  'POST /api/admin/blog/proposals/:proposalId/reject',
  'POST /api/ai/jobs/:id/cancel',
  'POST /api/ai/jobs/:id/retry',
  // Issue 32: confirming an import's dry run.
  'POST /api/admin/imports/:id/start',
];

/**
 * State-changing API routes that read a multipart form, not JSON (the image upload, issue 28; an import,
 * issue 32): their form fields and files are exercised by their own suites; every JSON and raw body here
 * must still be refused cleanly.
 */
const MULTIPART_ROUTES = ['POST /api/admin/media', 'POST /api/admin/imports'];

/** GET routes that read query fields, and those fields: each is fuzzed with every odd value. */
const QUERY_FIELDS: Record<string, string[]> = {
  // Issue 28: a post's history (the suite's first post) and the comparison of two of its versions.
  '/api/admin/blog/posts/1/history': ['page', 'pageSize'],
  '/api/admin/blog/posts/1/history/compare': ['from', 'to'],
  '/api/ai/usage': ['month'],
  '/api/admin/blog/posts/summaries': ['published', 'q', 'category', 'page', 'pageSize'],
  '/api/ai/productions/summaries': ['status', 'postId', 'page', 'pageSize'],
  '/api/admin/blog/ageing': ['page', 'pageSize'],
  '/api/admin/blog/orphans': ['page', 'pageSize'],
};

/** 2xx, or 4xx with the one error shape {statusCode, message}; anything else is a problem. */
function unlessCleanAnswer(response: Response): string | null {
  if (response.status >= 200 && response.status < 300) return null;
  if (response.status < 400 || response.status >= 500) return `${response.status}`;
  const body = response.body as { statusCode?: unknown; message?: unknown };
  return body?.statusCode === response.status && typeof body.message === 'string' && body.message ? null : `${response.status} without {statusCode, message}`;
}

function concrete(path: string, value: string): string {
  return path
    .replace(/\{([^}]*)\}/g, '$1')
    .replace(/:\w+/g, value)
    .replace(/\*\w*/g, value);
}

function hasParams(path: string): boolean {
  return /[:*]/.test(path);
}

interface Attempt {
  who: string;
  method: string;
  url: string;
  label: string;
  send: (client: Agent | ReturnType<typeof request>) => Test;
}

const unlessBelow500 = (response: Response) => (response.status >= 500 ? `${response.status}` : null);

/** Runs attempts `concurrency` at a time; collects every answer `judge` finds a problem in (by default >= 500), or a transport failure. */
async function runAll(
  attempts: Attempt[],
  client: (who: string) => Agent | ReturnType<typeof request>,
  { concurrency = 8, judge = unlessBelow500 }: { concurrency?: number; judge?: (response: Response) => string | null } = {},
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++];
      try {
        // A request that never gets an answer is a failure too (a hung handler is as bad as a 500).
        const response = await attempt.send(client(attempt.who)).timeout({ response: 10_000, deadline: 20_000 });
        const problem = judge(response);
        if (problem) failures.push(`${attempt.who} ${attempt.method} ${attempt.url.slice(0, 120)} [${attempt.label}] -> ${problem} ${JSON.stringify(response.body).slice(0, 200)}`);
      } catch (error) {
        failures.push(`${attempt.who} ${attempt.method} ${attempt.url.slice(0, 120)} [${attempt.label}] -> ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

function call(client: Agent | ReturnType<typeof request>, method: string, url: string): Test {
  return (client as unknown as Record<string, (url: string) => Test>)[method.toLowerCase()](url);
}

describe('Input fuzzing: no input makes the gateway answer 5xx', () => {
  let sut: TestApp;
  let admin: Agent;
  let routes: Route[];
  const anonymous = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    sut = await createTestApp({
      LOGIN_MAX_FAILURES: '100000',
      LOGIN_IP_MAX_FAILURES: '100000',
      LOGIN_USER_FREE_FAILURES: '100000',
      // Thousands of fuzzed AI starts must reach the services, not stop at the start limit's 429.
      AI_START_MAX: '1000000',
      AI_START_GLOBAL_MAX: '1000000',
      AI_MAX_OPEN_JOBS: '1000000',
      // Thousands of fuzzed public reads (404s, searches) from this one address must reach the routes,
      // not stop at the per-client budget's 429 (public-work-budget.spec.ts tests that budget).
      PUBLIC_WORK_BURST: '1000000',
      LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    });
    admin = await loginAgent(sut);
    await createPost(sut.dataSource, { title: 'Fuzz target' });
    routes = [...registeredRoutes(sut), ...MIDDLEWARE_ROUTES]
      // Signing out mid-run would turn the signed-in half into a second signed-out half: fuzzed last, below.
      .filter((route) => route.path !== '/api/admin/logout');
  }, 60_000);

  afterAll(async () => {
    await sut.close();
  });

  const client = (who: string) => (who === 'admin' ? admin : anonymous());

  it('finds the routes to fuzz (the enumeration works)', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/blog/posts/:slug', 'POST /api/admin/blog/posts', 'PUT /api/admin/blog/posts/:id', 'POST /api/admin/login', 'GET /metrics']),
    );
    expect(names.some((name) => name.startsWith('POST /api/ai/'))).toBe(true);
  });

  it('odd ids and path values in every parameter', async () => {
    const attempts: Attempt[] = [];
    for (const who of ['anonymous', 'admin']) {
      for (const route of routes.filter((candidate) => hasParams(candidate.path))) {
        for (const id of ODD_IDS) {
          const url = concrete(route.path, id);
          attempts.push({ who, method: route.method, url, label: `id ${id.slice(0, 20)}`, send: (c) => (WITH_BODY.has(route.method) ? call(c, route.method, url).send({}) : call(c, route.method, url)) });
        }
      }
    }
    expect(await runAll(attempts, client)).toEqual([]);
  }, 300_000);

  it('malformed, mistyped, nested, huge, unicode and injection bodies on every state-changing route', async () => {
    const bodies = rawBodies();
    const attempts: Attempt[] = [];
    for (const who of ['anonymous', 'admin']) {
      for (const route of routes.filter((candidate) => WITH_BODY.has(candidate.method) || candidate.method === 'DELETE')) {
        const url = concrete(route.path, '1');
        for (const { label, body, type } of bodies) {
          attempts.push({ who, method: route.method, url, label, send: (c) => call(c, route.method, url).set('Content-Type', type ?? 'application/json').send(body) });
        }
      }
    }
    expect(attempts.length).toBeGreaterThan(1000);
    expect(await runAll(attempts, client)).toEqual([]);
  }, 600_000);

  it('knows a valid body for every state-changing API route that reads one', () => {
    const listed = new Set([...bodyRoutes(sut, 0).map((route) => `${route.method} ${route.path}`), ...NO_BODY_ROUTES, ...MULTIPART_ROUTES]);
    const registered = routes.filter((route) => WITH_BODY.has(route.method) && route.path.startsWith('/api/')).map((route) => `${route.method} ${route.path}`);
    // With logout, filtered out of `routes` above.
    expect([...new Set([...registered, 'POST /api/admin/logout'])].sort()).toEqual([...listed].sort());
  });

  describe('one hostile field at a time in an otherwise valid body', () => {
    let target: BlogPost;
    let bodyRoutesToFuzz: BodyRoute[];

    beforeAll(async () => {
      target = await createPost(sut.dataSource, { title: 'Fuzz put target', slug: 'fuzz-put-target', published: false, status: 'draft' });
      bodyRoutesToFuzz = bodyRoutes(sut, target.id);
    });

    it('accepts the valid body on each route (so the cases below test the field, not the rest)', async () => {
      for (const route of bodyRoutesToFuzz) {
        const response = await call(client(route.who), route.method, await route.target()).send(route.base);
        expect(`${route.method} ${route.path} -> ${response.status}`).toMatch(/ -> 2\d\d$/);
      }
    });

    it('answers every case with 2xx, or 4xx and {statusCode, message}: never 5xx', async () => {
      const attempts: Attempt[] = [];
      for (const route of bodyRoutesToFuzz) {
        for (const field of route.fields) {
          for (const value of ONE_FIELD_VALUES) {
            const url = await route.target();
            const body = JSON.stringify({ ...route.base, [field]: value });
            const label = `${field}=${JSON.stringify(value)?.slice(0, 30)}`;
            attempts.push({ who: route.who, method: route.method, url, label, send: (c) => call(c, route.method, url).set('Content-Type', 'application/json').send(body) });
          }
        }
      }
      expect(attempts.length).toBeGreaterThan(1000);
      expect(await runAll(attempts, client, { judge: unlessCleanAnswer })).toEqual([]);
    }, 600_000);
  });

  describe('payload classes in every field of every body (issue 25, item 7)', () => {
    let bodyRoutesToFuzz: BodyRoute[];

    beforeAll(async () => {
      const target = await createPost(sut.dataSource, { title: 'Fuzz class target', slug: 'fuzz-put-target-classes', published: false, status: 'draft' });
      bodyRoutesToFuzz = bodyRoutes(sut, target.id).map((route) => (route.path === '/api/admin/blog/posts/:id' && route.method === 'PUT' ? { ...route, base: { ...route.base, slug: 'fuzz-put-target-classes' } } : route));
    });

    it.each(Object.keys(FIELD_PAYLOAD_CLASSES))('%s: a clean answer for every field, and no post stores an undrawable character', async (payloadClass) => {
      const attempts: Attempt[] = [];
      for (const route of bodyRoutesToFuzz) {
        for (const field of route.fields) {
          for (const value of FIELD_PAYLOAD_CLASSES[payloadClass]) {
            const url = await route.target();
            const body = JSON.stringify({ ...route.base, [field]: value });
            const label = `${payloadClass}: ${field}=${JSON.stringify(value)?.slice(0, 30)}`;
            attempts.push({ who: route.who, method: route.method, url, label, send: (c) => call(c, route.method, url).set('Content-Type', 'application/json').send(body) });
          }
        }
      }
      expect(await runAll(attempts, client, { judge: unlessCleanAnswer })).toEqual([]);
      const [stored] = (await sut.dataSource.query(
        `SELECT count(*)::int AS n FROM blog_posts WHERE concat_ws(' ', title, slug, excerpt, content, author, meta_description, featured_image_alt, array_to_string(keywords, ' ')) ~ '${UNDRAWABLE_SQL}'`,
      )) as Array<{ n: number }>;
      expect(stored.n).toBe(0);
    }, 600_000);

    it('invalid UTF-8 bytes in any field: 400 at the door, naming the cause', async () => {
      const attempts: Attempt[] = [];
      for (const route of bodyRoutesToFuzz) {
        for (const field of route.fields) {
          for (const { label, bytes } of INVALID_UTF8_SPLICES) {
            const url = await route.target();
            const body = bodyWithBytes(route.base, field, bytes);
            attempts.push({ who: route.who, method: route.method, url, label: `${field}: ${label}`, send: (c) => call(c, route.method, url).set('Content-Type', 'application/json').serialize(asBytes).send(body) });
          }
        }
      }
      const notRefused = (response: Response) =>
        response.status === 400 && response.body?.message === 'The request body is not valid UTF-8' ? null : `${response.status} ${JSON.stringify(response.body).slice(0, 100)}`;
      expect(attempts.length).toBeGreaterThan(300);
      expect(await runAll(attempts, client, { judge: notRefused })).toEqual([]);
    }, 300_000);
  });

  it('answers 413 to a body over 1 MB on every state-changing route', async () => {
    const big = JSON.stringify({ content: 'x'.repeat(1_100_000) });
    const statuses = new Set<string>();
    for (const route of routes.filter((candidate) => ['POST', 'PUT', 'PATCH'].includes(candidate.method))) {
      const response = await call(admin, route.method, concrete(route.path, '1')).set('Content-Type', 'application/json').send(big);
      statuses.add(`${route.method} ${route.path} -> ${response.status}`);
      expect(`${route.method} ${route.path} -> ${response.status}`).toBe(`${route.method} ${route.path} -> 413`);
    }
    expect(statuses.size).toBeGreaterThan(5);
  }, 120_000);

  it('odd query strings and headers on every GET route', async () => {
    const queries = ['?a[b][c]=1', '?a=1&a=2&a=3', `?q=${encodeURIComponent("' OR 1=1 --")}`, '?%E0%A4%A=1', `?${'x'.repeat(8000)}=1`, '?__proto__[x]=1', '?constructor[prototype][x]=1'];
    const headers: Array<Record<string, string>> = [
      { 'If-None-Match': '*' },
      { 'If-None-Match': `"${'x'.repeat(4000)}"` },
      { 'If-Modified-Since': 'not a date' },
      { 'Accept-Encoding': 'gzip;q=abc, br;q=-1, *;q=0' },
      { Accept: 'text/html;q=0, application/json;q=NaN' },
      { 'X-Request-Id': `../../etc/passwd\u00ff${'x'.repeat(300)}` },
      { 'X-Request-Id': '' },
      { Range: 'bytes=999999999-1' },
      { Cookie: 'hf.sid=s%3A%E0%A4%A.sig; other=%' },
      { Authorization: 'Bearer \u00ff\u00fe' },
    ];
    const attempts: Attempt[] = [];
    for (const who of ['anonymous', 'admin']) {
      for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
        const url = concrete(route.path, 'fuzz-target');
        for (const query of queries) attempts.push({ who, method: 'GET', url: url + query, label: 'query', send: (c) => call(c, 'GET', url + query) });
        for (const header of headers) attempts.push({ who, method: 'GET', url, label: JSON.stringify(header).slice(0, 60), send: (c) => call(c, 'GET', url).set(header) });
      }
    }
    expect(await runAll(attempts, client)).toEqual([]);
  }, 300_000);

  it('odd values in every query field a GET route reads', async () => {
    const encodable = (value: string) => {
      try {
        return Boolean(encodeURIComponent(value));
      } catch {
        return false; // a lone surrogate has no URL form
      }
    };
    const values = [...ODD_IDS, ...INJECTIONS.map(String), '2025-00', '2025-13', '0000-01', '2025-1', '2025-06-01', '+2025-06'].filter(encodable);
    const attempts: Attempt[] = [];
    for (const [path, fields] of Object.entries(QUERY_FIELDS)) {
      for (const field of fields) {
        for (const value of values) {
          for (const query of [`?${field}=${encodeURIComponent(value)}`, `?${field}[]=${encodeURIComponent(value)}`, `?${field}=1&${field}=${encodeURIComponent(value)}`]) {
            attempts.push({ who: 'admin', method: 'GET', url: path + query, label: `${field}`, send: (c) => call(c, 'GET', path + query) });
          }
        }
      }
    }
    expect(await runAll(attempts, client)).toEqual([]);
  }, 120_000);

  it('sign-out with any body, then every route again signed out with the old cookie', async () => {
    for (const { body } of rawBodies().slice(0, 30)) {
      const response = await admin.post('/api/admin/logout').set('Content-Type', 'application/json').send(body);
      expect(response.status).toBeLessThan(500);
    }
    const attempts: Attempt[] = routes.map((route) => {
      const url = concrete(route.path, '1');
      return { who: 'admin', method: route.method, url, label: 'after logout', send: (c) => (WITH_BODY.has(route.method) ? call(c, route.method, url).send({}) : call(c, route.method, url)) };
    });
    expect(await runAll(attempts, client)).toEqual([]);
  }, 120_000);
});
