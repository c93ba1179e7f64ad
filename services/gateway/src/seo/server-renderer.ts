import { Logger } from '@nestjs/common';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
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
 * The render thread: loads the bundle (afresh when a new build replaces it, like loadCommonJs) and
 * renders each page it is sent. Plain JavaScript, so it runs as it is under the built gateway and
 * under the tests alike.
 */
const RENDER_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync, statSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { runInThisContext } = require('node:vm');
let loaded = null;
function entry(file) {
  let mtimeMs;
  try { mtimeMs = statSync(file).mtimeMs; } catch { return loaded && loaded.entry; }
  if (!loaded || loaded.mtimeMs !== mtimeMs) {
    const wrapper = runInThisContext('(function (exports, require, module, __filename, __dirname) {' + readFileSync(file, 'utf8') + '\\n})', { filename: file });
    const module = { exports: {} };
    wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
    loaded = { mtimeMs, entry: module.exports };
  }
  return loaded.entry;
}
parentPort.on('message', async ({ id, input }) => {
  try {
    const bundle = entry(workerData.file);
    parentPort.postMessage({ id, result: bundle ? await bundle.render(input) : null });
  } catch (error) {
    parentPort.postMessage({ id, result: null, error: String((error && error.stack) || error) });
  }
});
`;

interface ThreadAnswer {
  id: number;
  result: ServerRenderResult | null;
  error?: string;
}

/**
 * Renders on a worker thread, so a page's render (tens of milliseconds of React work) never holds the
 * gateway's event loop: other requests are answered meanwhile. Started on first use; a thread that
 * dies answers its pending renders with null (the browser draws those pages) and is replaced.
 */
class RenderThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly pending = new Map<number, (answer: ThreadAnswer) => void>();

  constructor(
    private readonly file: string,
    private readonly logger: Logger,
  ) {}

  render(input: ServerRenderInput): Promise<ThreadAnswer> {
    const worker = this.start();
    const id = (this.nextId += 1);
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ id, input });
    });
  }

  close(): void {
    void this.worker?.terminate();
    this.worker = null;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(RENDER_THREAD_SOURCE, { eval: true, workerData: { file: this.file } });
    worker.unref();
    worker.on('message', (answer: ThreadAnswer) => {
      this.pending.get(answer.id)?.(answer);
      this.pending.delete(answer.id);
    });
    worker.on('error', (error) => this.logger.error(`The render thread failed: ${error.stack ?? error.message}`));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      for (const [id, resolve] of this.pending) resolve({ id, result: null, error: 'the render thread stopped' });
      this.pending.clear();
    });
    this.worker = worker;
    return worker;
  }
}

/**
 * The front end's server bundle (dist-ssr/entry-server.cjs beside the front end's dist, built with it),
 * loaded on first use and reloaded when a new build replaces it. Pages render on a worker thread
 * (`thread: false`: on this one).
 */
export class ServerRenderer {
  private readonly logger = new Logger(ServerRenderer.name);
  private loaded: { mtimeMs: number; entry: EntryServer } | null = null;
  private readonly thread: RenderThread | null;

  constructor(
    readonly file: string,
    { thread = true }: { thread?: boolean } = {},
  ) {
    this.thread = thread ? new RenderThread(file, this.logger) : null;
  }

  /** The page's markup, styles and data; null when the bundle is missing or fails (the browser then draws the page). */
  async render(input: ServerRenderInput): Promise<ServerRenderResult | null> {
    if (this.thread) {
      const answer = await this.thread.render(input);
      if (answer.error) this.logger.error(`Server rendering of ${input.url} failed: ${answer.error}`);
      return answer.result;
    }
    const entry = this.entry();
    if (!entry) return null;
    try {
      return await entry.render(input);
    } catch (error) {
      this.logger.error(`Server rendering of ${input.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      return null;
    }
  }

  /** Stops the render thread (the gateway's shutdown). */
  close(): void {
    this.thread?.close();
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
