import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ServerRenderer } from './server-renderer';

describe(ServerRenderer.name, () => {
  let dir: string;
  const input = { url: '/about', page: { kind: 'page', key: 'about' } as const };
  const bundle = (body: string) => {
    const file = path.join(dir, 'entry-server.cjs');
    writeFileSync(file, body);
    return file;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hf-ssr-'));
  });

  // Every renderer made here is closed (its render thread stopped) after each test.
  const made: ServerRenderer[] = [];
  const renderer = (...args: ConstructorParameters<typeof ServerRenderer>) => {
    made.push(new ServerRenderer(...args));
    return made[made.length - 1];
  };

  afterEach(() => {
    for (const one of made.splice(0)) one.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders off the gateway's event loop, on a worker thread (and on this one when asked)", async () => {
    const file = bundle(`exports.render = async () => ({ html: String(require('node:worker_threads').isMainThread), state: '' });`);
    expect((await renderer(file).render(input))?.html).toBe('false');
    expect((await renderer(file, { thread: false }).render(input))?.html).toBe('true');
  });

  it('answers null when the render thread dies mid-render, and renders again on a new thread', async () => {
    const file = bundle(`exports.render = async ({ url }) => { if (url === '/die') process.exit(1); return { html: url, state: '' }; };`);
    const sut = renderer(file);
    await expect(sut.render({ ...input, url: '/die' })).resolves.toBeNull();
    expect((await sut.render(input))?.html).toBe('/about');
  });

  it('gives up on a render past the deadline (the browser draws that page) and renders again on a new thread', async () => {
    const file = bundle(`exports.render = async ({ url }) => { while (url === '/stuck'); return { html: url, state: '' }; };`);
    const sut = renderer(file, { deadlineMs: 1000 });
    await expect(sut.render({ ...input, url: '/stuck' })).resolves.toBeNull();
    expect((await sut.render(input))?.html).toBe('/about');
  });

  it('renders with the bundle', async () => {
    const sut = renderer(bundle(`exports.render = async ({ url }) => ({ html: '<p>' + url + '</p>', state: '' });`));
    await expect(sut.render(input)).resolves.toEqual({ html: '<p>/about</p>', state: '' });
  });

  it('answers null (the browser then draws the page) when the bundle is missing or its render fails', async () => {
    await expect(renderer(path.join(dir, 'missing.cjs')).render(input)).resolves.toBeNull();
    const failing = renderer(bundle(`exports.render = async () => { throw new Error('boom'); };`));
    await expect(failing.render(input)).resolves.toBeNull();
  });

  it('loads a new build of the bundle', async () => {
    const file = bundle(`exports.render = async () => ({ html: 'old', state: '' });`);
    const sut = renderer(file);
    expect((await sut.render(input))?.html).toBe('old');
    bundle(`exports.render = async () => ({ html: 'new', state: '' });`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await sut.render(input))?.html).toBe('new');
  });
});
