import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { PageData } from '@app/site';

/** What the front end's server entry takes and gives. */
export interface ServerRenderInput {
  /** Path and search, as the browser will see them. */
  url: string;
  /** The route's data, loaded once by the gateway. */
  page: PageData;
  prerenderedArticle?: { slug: string; updatedAt: string; html: string } | null;
}

export interface ServerRenderResult {
  html: string;
  styles: string;
  state: string;
}

export interface EntryServer {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  renderState(page: PageData): string;
}

/**
 * Evaluates a CommonJS file afresh, the way Node's loader does, without its module cache: a new
 * build of the bundle replaces the old one in a running gateway (require() would keep the first).
 */
function loadCommonJs(file: string): unknown {
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`, { filename: file });
  const module = { exports: {} as unknown };
  (wrapper as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
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
