import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND } from './support/frontend-dist';

const SERVER_BUNDLE = path.join(FRONTEND, 'dist-ssr');
const ENTRY = path.join(SERVER_BUNDLE, 'entry-server.cjs');
/** The studio's code (its features, shared widgets and data) and the libraries only it uses. */
const STUDIO_MODULE =
  /^(src\/(features\/(studio-shell|posts|productions|ideas|proposals|trust|calendar|usage|insights|auth|analytics|import)|components\/studio|lib\/studio)\/|\.\.\/node_modules\/@mui\/(material|icons-material|x-charts|x-date-pickers)\/)/;

/** The modules a file of the bundle holds, from the path comment the bundler writes above each one. */
function modulesOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\/\/ ((?:\.\.\/node_modules|src)\/\S+)$/gm)].map((match) => match[1]);
}

/**
 * Issue 30: the server renderer carried the studio (charts, date pickers, @mui/material): 4.4 MB read into
 * every gateway and render thread for pages that never show it. Its lazy code now stays in chunks the
 * renderer loads when a page needs them, which no public page does.
 */
describe('The server bundle (frontend/dist-ssr, built before the suites)', () => {
  it('renders every public page without loading any of the studio', () => {
    const { rendered, loaded } = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'support/render-public-pages.cjs'), ENTRY], { encoding: 'utf8' })) as {
      rendered: Record<string, number>;
      loaded: string[];
    };

    for (const [url, length] of Object.entries(rendered)) expect([url, length > 1000]).toEqual([url, true]);
    expect(loaded).toContain(realpathSync(ENTRY));
    const modules = loaded.flatMap(modulesOf);
    expect(modules).toContain('src/entry-server.tsx');
    expect(modules).toContain('src/features/blog/components/article-page.tsx');
    expect(modules.filter((module) => STUDIO_MODULE.test(module))).toEqual([]);
  });

  it('keeps the studio in chunks of its own, which the entry does not hold', () => {
    const chunks = readdirSync(path.join(SERVER_BUNDLE, 'chunks')).map((file) => path.join(SERVER_BUNDLE, 'chunks', file));
    const studioChunk = chunks.find((file) => modulesOf(file).includes('src/features/studio-shell/components/admin-page.tsx'));

    expect(studioChunk).toBeDefined();
    expect(modulesOf(ENTRY).filter((module) => STUDIO_MODULE.test(module))).toEqual([]);
  });
});
