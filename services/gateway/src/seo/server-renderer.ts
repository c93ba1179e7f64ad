import { Logger } from '@nestjs/common';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { PageData } from '@app/site';

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

interface EntryServer {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  renderState(page: PageData): string;
}

/**
 * The front end's server bundle (dist-ssr/entry-server.cjs beside the front end's dist, built with it),
 * loaded on first use and reloaded when a new build replaces it.
 */
export class ServerRenderer {
  private readonly logger = new Logger(ServerRenderer.name);
  private loaded: { mtimeMs: number; entry: EntryServer } | null = null;

  constructor(readonly file: string) {}

  /** The page's markup, styles and data; null when the bundle is missing or fails (the browser then draws the page). */
  async render(input: ServerRenderInput): Promise<ServerRenderResult | null> {
    const entry = this.entry();
    if (!entry) return null;
    try {
      return await entry.render(input);
    } catch (error) {
      this.logger.error(`Server rendering of ${input.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      return null;
    }
  }

  /**
   * The data block render() would give for `page`, without rendering (see the server entry's
   * renderState); null when the bundle is missing or fails.
   */
  state(page: PageData): string | null {
    const entry = this.entry();
    if (!entry) return null;
    try {
      return entry.renderState(page);
    } catch (error) {
      this.logger.error(`The data block of a ${page.kind} page failed: ${error instanceof Error ? error.stack : String(error)}`);
      return null;
    }
  }

  private entry(): EntryServer | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return this.loaded?.entry ?? null; // not built, or mid-rebuild: keep the last one
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      try {
        this.loaded = { mtimeMs, entry: loadCommonJs(this.file) as EntryServer };
      } catch (error) {
        this.logger.error(`Could not load the server renderer ${this.file}: ${error instanceof Error ? error.message : String(error)}`);
        return this.loaded?.entry ?? null;
      }
    }
    return this.loaded.entry;
  }
}
