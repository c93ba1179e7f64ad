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

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders with the bundle', async () => {
    const sut = new ServerRenderer(bundle(`exports.render = async ({ url }) => ({ html: '<p>' + url + '</p>', styles: '', state: '' });`));
    await expect(sut.render(input)).resolves.toEqual({ html: '<p>/about</p>', styles: '', state: '' });
  });

  it('answers null (the browser then draws the page) when the bundle is missing or its render fails', async () => {
    await expect(new ServerRenderer(path.join(dir, 'missing.cjs')).render(input)).resolves.toBeNull();
    const failing = new ServerRenderer(bundle(`exports.render = async () => { throw new Error('boom'); };`));
    await expect(failing.render(input)).resolves.toBeNull();
  });

  it('loads a new build of the bundle', async () => {
    const file = bundle(`exports.render = async () => ({ html: 'old', styles: '', state: '' });`);
    const sut = new ServerRenderer(file);
    expect((await sut.render(input))?.html).toBe('old');
    bundle(`exports.render = async () => ({ html: 'new', styles: '', state: '' });`);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await sut.render(input))?.html).toBe('new');
  });
});
