import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FRONTEND = path.resolve(__dirname, '../../../../frontend');

/** The fake build's entry script (long enough that compressing it pays). */
export const APP_SCRIPT = `console.log(${JSON.stringify('app '.repeat(200))});`;

/**
 * A minimal built front end (the template markers vite keeps, one hashed asset, a manifest) beside
 * the real server renderer (frontend/dist-ssr, built by `npm test` before the suites run). `dist` is
 * what FRONTEND_DIST points at; `remove()` deletes it all.
 */
export function createFrontendDist(): { dist: string; remove: () => void } {
  const parent = mkdtempSync(path.join(tmpdir(), 'hf-dist-'));
  symlinkSync(path.join(FRONTEND, 'dist-ssr'), path.join(parent, 'dist-ssr'));
  const dist = path.join(parent, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n<!--app-head-->\n<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), APP_SCRIPT);
  // The compressed copies the front end's build writes beside each script (its precompressAssets).
  writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(APP_SCRIPT));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(APP_SCRIPT));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'src/app/routes/home.tsx': { file: 'assets/home-111.js', name: 'home', isDynamicEntry: true, imports: ['_shared-222.js'] },
      '_shared-222.js': { file: 'assets/shared-222.js', name: 'shared' },
      'src/app/routes/article.tsx': { file: 'assets/article-333.js', name: 'article', isDynamicEntry: true, imports: ['_shared-222.js'] },
    }),
  );
  return { dist, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
