import request, { Agent, Test } from 'supertest';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Input fuzzing: every registered route (read from the Express router, so a new route is fuzzed
 * without touching this file), signed out and signed in, gets malformed JSON, wrong types, huge
 * bodies, deep nesting, unicode and injection strings, odd ids and odd headers. Whatever the input,
 * the gateway must answer a 4xx (or a 2xx/3xx), never a 5xx.
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

/**
 * A valid-looking body with one bad field at a time, so validation passes everything else and the
 * value reaches the services and Postgres (lengths, integer ranges, NUL bytes, dates).
 */
function oneBadFieldBodies(): Array<{ label: string; body: string }> {
  const base = {
    title: 'Fuzz Post',
    category: 'Video Editing',
    content: 'Body',
    excerpt: 'e',
    keywords: ['a'],
    estimatedReadTime: 3,
    published: false,
    topic: 'Colour grading',
    targetLength: 'short',
    tone: 'casual',
    industry: 'Film',
    feedback: 'Shorter please',
  };
  const values: unknown[] = [
    ...WRONG_TYPES,
    ...INJECTIONS.filter((value) => value.length < 1000),
    'x'.repeat(1000),
    'x'.repeat(60_000),
    2 ** 31,
    -(2 ** 31) - 1,
    '2026-13-45T99:99:99Z',
    '+275760-09-13T00:00:00.001Z',
    ['a\u0000b', 'x'.repeat(500)],
  ];
  const bodies: Array<{ label: string; body: string }> = [];
  for (const field of FIELDS) {
    for (const value of values) bodies.push({ label: `${field}=${JSON.stringify(value)?.slice(0, 30)}`, body: JSON.stringify({ ...base, [field]: value }) });
  }
  return bodies;
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

/** Runs attempts `concurrency` at a time; collects every answer >= 500 (or a transport failure). */
async function runAll(attempts: Attempt[], client: (who: string) => Agent | ReturnType<typeof request>, concurrency = 8): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < attempts.length) {
      const attempt = attempts[next++];
      try {
        // A request that never gets an answer is a failure too (a hung handler is as bad as a 500).
        const response = await attempt.send(client(attempt.who)).timeout({ response: 10_000, deadline: 20_000 });
        if (response.status >= 500) failures.push(`${attempt.who} ${attempt.method} ${attempt.url.slice(0, 120)} [${attempt.label}] -> ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
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

  it('valid-looking bodies with one bad field reach the services signed in, and never 5xx', async () => {
    const bodies = oneBadFieldBodies();
    const attempts: Attempt[] = [];
    for (const route of routes.filter((candidate) => ['POST', 'PUT', 'PATCH'].includes(candidate.method) && candidate.path.startsWith('/api/'))) {
      const url = concrete(route.path, '1');
      for (const { label, body } of bodies) {
        attempts.push({ who: 'admin', method: route.method, url, label, send: (c) => call(c, route.method, url).set('Content-Type', 'application/json').send(body) });
      }
    }
    expect(await runAll(attempts, client)).toEqual([]);
  }, 600_000);

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
