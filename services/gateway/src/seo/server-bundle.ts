import { realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageData } from '@app/site';

/** What the front end's server entry takes and gives. */
export interface ServerRenderInput {
  /** Path and search, as the browser will see them. */
  url: string;
  /** The route's data, loaded once by the gateway. */
  page: PageData;
  prerenderedArticle?: { slug: string; updatedAt: string; html: string } | null;
}

/** The app's markup and its data block (its styles are in index.html's style sheet, built with it). */
export interface ServerRenderResult {
  html: string;
  state: string;
}

export interface EntryServer {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  renderState(page: PageData): string;
}

/**
 * Loads the bundle's entry afresh, with Node's loader: its modules from an earlier build are dropped from
 * the module cache first (require() alone would keep the first build in a running gateway). The entry's
 * lazy chunks (chunks/, see the front end's vite config) are loaded by the same loader when a render
 * first needs one, and share the entry's modules (one React, one query client context) through its cache.
 */
function loadCommonJs(file: string): unknown {
  const load = createRequire(file);
  const folder = `${path.dirname(realpathSync(file))}${path.sep}`;
  for (const cached of Object.keys(load.cache)) if (cached.startsWith(folder)) delete load.cache[cached];
  return load(file);
}

/**
 * The front end's server bundle (dist-ssr/entry-server.cjs), loaded on first use and again when a new
 * build replaces it; the gateway's thread and the render thread each hold one.
 */
export class ServerBundle {
  private loaded: { mtimeMs: number; entry: EntryServer } | null = null;

  constructor(
    readonly file: string,
    private readonly onLoadError: (error: unknown) => void = () => undefined,
  ) {}

  /** The bundle's entry; null when it is not built. Mid-rebuild (missing, or failing to load), the last one loaded. */
  entry(): EntryServer | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return this.loaded?.entry ?? null;
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      try {
        this.loaded = { mtimeMs, entry: loadCommonJs(this.file) as EntryServer };
      } catch (error) {
        this.onLoadError(error);
        return this.loaded?.entry ?? null;
      }
    }
    return this.loaded.entry;
  }
}
