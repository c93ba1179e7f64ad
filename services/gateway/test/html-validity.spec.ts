import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { FRONTEND } from './support/frontend-dist';
import { createTestApp, TestApp } from './support/test-app';

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The Nu HTML checker's errors for the given files (it answers JSON on stderr, exit 1 when it found any). */
async function htmlErrors(files: string[]): Promise<string[]> {
  const output = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { maxBuffer: 32 * 1024 * 1024 }).then(
    ({ stderr }) => stderr,
    (error: { stderr?: string }) => error.stderr ?? String(error),
  );
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  return messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.type}: ${m.message} [${m.extract?.trim() ?? ''}]`);
}

// An article that uses every kind of markdown the renderer draws.
const RICH_ARTICLE = [
  '## Why pacing matters',
  '',
  'Cut on **action**, keep the _story_ moving, and ~~pad~~ trim. See [our services](/services) or <https://example.com>.',
  '',
  '### A checklist',
  '',
  '- [x] Hook in three seconds',
  '- [ ] Captions on every clip',
  '1. Rough cut',
  '2. Fine cut',
  '',
  '> Retention is the metric that pays.',
  '',
  '| Format | Length |',
  '| :--- | ---: |',
  '| Short | 30 s |',
  '',
  '```ts',
  'const fps = 30;',
  '```',
  '',
  '![A timeline](/media/timeline.png "Timeline")',
  '',
  '---',
  '',
  'Inline `code` and a line  ',
  'break.',
].join('\n');

describe('Public pages are valid HTML (Nu HTML checker)', () => {
  let sut: TestApp;
  const folder = mkdtempSync(path.join(tmpdir(), 'hf-vnu-'));

  beforeAll(async () => {
    // The real built front end (`npm test` builds it first): its template is part of every page.
    sut = await createTestApp({ FRONTEND_DIST: path.join(FRONTEND, 'dist'), PUBLIC_URL: 'https://www.hyperframe.test' });
    await createPost(sut.dataSource, { title: 'Pacing that keeps viewers', slug: 'pacing-that-keeps-viewers', content: RICH_ARTICLE, featuredImage: '/media/cover.png', featuredImageAlt: `An editor's "timeline" & <b>scopes</b>` });
    await createPost(sut.dataSource, { title: 'Hooks that work', slug: 'hooks-that-work', category: 'Content Creating' });
  });

  afterAll(async () => {
    await sut.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reports no errors on any public route, an article and the not-found pages', async () => {
    const routes = ['/', '/about', '/services', '/blog', '/career', '/terms', '/privacy', '/blog/pacing-that-keeps-viewers', '/blog/no-such-article', '/no/such/page'];
    const files: string[] = [];
    for (const route of routes) {
      const response = await request(sut.app.getHttpServer()).get(route).expect('Content-Type', /text\/html/);
      expect([route, response.text]).toEqual([route, expect.stringContaining('<div id="root"><')]);
      if (route === '/blog/pacing-that-keeps-viewers') {
        // The alt text (issue 16) in the head and on the image, escaped.
        expect(response.text).toContain('<meta data-head property="og:image:alt" content="An editor&#39;s &quot;timeline&quot; &amp; &lt;b&gt;scopes&lt;/b&gt;"');
        expect(response.text).toMatch(/<img[^>]+alt="An editor(?:&#39;|&#x27;|')s &quot;timeline&quot; &amp; &lt;b&gt;scopes&lt;\/b&gt;"/);
      }
      const file = path.join(folder, `${route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-')}.html`);
      writeFileSync(file, response.text);
      files.push(file);
    }
    expect(await htmlErrors(files)).toEqual([]);
  });
});
