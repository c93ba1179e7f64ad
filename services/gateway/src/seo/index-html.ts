import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_CODE_LOADER_SCRIPT, APP_PRELOADS_ID } from '@app/site';

/** The entry script and the modulepreload links vite writes into index.html. */
const CODE_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

type Manifest = Record<string, { file: string; name?: string; isDynamicEntry?: boolean; imports?: string[] }>;

/** Vite's build manifest, with its lazily loaded chunks by name (a route's code, e.g. 'home'). */
interface BuildManifest {
  chunks: Manifest;
  dynamicEntries: ReadonlyMap<string, string>;
}

/** How long a read of index.html trusts the last look at the file (a build is picked up that much later at most). */
const RECHECK_MS = 1000;

/** frontend/dist/index.html, read once and re-read only when the build changes it. */
export class IndexHtml {
  private cached: { mtimeMs: number; html: string } | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly distDir: string) {}

  get file(): string {
    return path.join(this.distDir, 'index.html');
  }

  /**
   * null when the front end has not been built. While a rebuild replaces the file, the last copy serves.
   * The file is looked at once a second at most: every page miss and 404 reads it, and a stat per
   * request is a system call on the event loop.
   */
  read(): string | null {
    const now = performance.now();
    if (this.cached && now - this.checkedAt < RECHECK_MS) return this.cached.html;
    this.checkedAt = now;
    try {
      const { mtimeMs } = statSync(this.file);
      if (!this.cached || this.cached.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    } catch {
      // Missing (never built, or mid-rebuild): keep whatever was read before.
    }
    return this.cached?.html ?? null;
  }

  /**
   * modulepreload links (low priority, like the entry script: see the front end's vite config) for a
   * lazily loaded chunk of the front end, by its name in vite's build manifest (a route's code, e.g.
   * 'home': see @app/site's routeChunk), and the chunks it imports; none when there is no manifest.
   */
  modulePreloads(chunkName: string): string {
    const manifest = this.readManifest();
    const entry = manifest?.dynamicEntries.get(chunkName);
    if (!manifest || !entry) return '';
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest.chunks[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entry);
    return [...files].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join('');
  }

  private manifestCache: { mtimeMs: number; manifest: BuildManifest } | null = null;

  private readManifest(): BuildManifest | null {
    const file = path.join(this.distDir, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = statSync(file);
      if (!this.manifestCache || this.manifestCache.mtimeMs !== mtimeMs) {
        const chunks = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
        const dynamicEntries = new Map(
          Object.entries(chunks).flatMap(([key, chunk]) => (chunk.isDynamicEntry && chunk.name ? [[chunk.name, key] as const] : [])),
        );
        this.manifestCache = { mtimeMs, manifest: { chunks, dynamicEntries } };
      }
    } catch {
      // No manifest (or mid-rebuild): keep the last one, if any.
    }
    return this.manifestCache?.manifest ?? null;
  }

  /**
   * Puts the route's head tags and, when server-rendered, the app's markup and data block into the
   * template. A server-rendered page gets its code (vite's entry script and preloads, plus
   * `codePreloads`) in an inert template that APP_CODE_LOADER_SCRIPT loads after the first paint.
   */
  render(head: string, app: { body: string; state: string; codePreloads: string } | null = null): string | null {
    const template = this.read();
    if (template === null) return null;
    let html = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace('<!--app-head-->', () => head);
    if (!app) return html;
    const code = [...html.matchAll(CODE_TAGS)].map((match) => match[0].trim());
    html = html.replace(CODE_TAGS, '');
    const deferred = `<template id="${APP_PRELOADS_ID}">${code.join('')}${app.codePreloads}</template>\n    <script>${APP_CODE_LOADER_SCRIPT}</script>`;
    return html
      .replace('<!--app-html-->', () => app.body)
      .replace('<!--app-state-->', () => `${app.state}\n    ${deferred}`);
  }
}
