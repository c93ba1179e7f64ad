import { Logger } from '@nestjs/common';
import type { PageData } from '@app/site';
import { RenderThread } from '../threads/render-thread';
import { ServerBundle, type ServerRenderInput, type ServerRenderResult } from './server-bundle';

export type { ServerRenderInput, ServerRenderResult } from './server-bundle';

/** A page's render takes tens of milliseconds; one still running after this is stuck, and the browser draws that page. */
const PAGE_RENDER_DEADLINE_MS = 15_000;

/**
 * The front end's server bundle (dist-ssr/entry-server.cjs beside the front end's dist, built with it),
 * loaded on first use and reloaded when a new build replaces it. Pages render on a worker thread
 * (page-render.thread.ts) so a page's render (tens of milliseconds of React work) never holds the
 * gateway's event loop; `thread: false` renders on this one.
 */
export class ServerRenderer {
  private readonly logger = new Logger(ServerRenderer.name);
  private readonly bundle: ServerBundle;
  private readonly thread: RenderThread<ServerRenderInput, ServerRenderResult | null> | null;

  constructor(
    readonly file: string,
    { thread = true, deadlineMs = PAGE_RENDER_DEADLINE_MS }: { thread?: boolean; deadlineMs?: number } = {},
  ) {
    this.bundle = new ServerBundle(file, (error) =>
      this.logger.error(`Could not load the server renderer ${file}: ${error instanceof Error ? error.message : String(error)}`),
    );
    this.thread = thread
      ? new RenderThread({ module: require.resolve('./page-render.thread'), workerData: { file }, deadlineMs, logger: this.logger })
      : null;
  }

  /** The page's markup and data; null when the bundle is missing or fails (the browser then draws the page). */
  async render(input: ServerRenderInput): Promise<ServerRenderResult | null> {
    if (this.thread) {
      const outcome = await this.thread.run(input);
      if (!outcome.ok) this.logger.error(`Server rendering of ${input.url} failed (${outcome.failure})`);
      return outcome.ok ? outcome.result : null;
    }
    const entry = this.bundle.entry();
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
    const entry = this.bundle.entry();
    if (!entry) return null;
    try {
      return entry.renderState(page);
    } catch (error) {
      this.logger.error(`The data block of a ${page.kind} page failed: ${error instanceof Error ? error.stack : String(error)}`);
      return null;
    }
  }
}
