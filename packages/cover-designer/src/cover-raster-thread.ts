import { Worker } from 'node:worker_threads';

/**
 * Rasterises cover SVGs on one background thread, so a render (tens of milliseconds of CPU) neither
 * blocks the caller's event loop nor has to wait its turn: a job can start its cover while its other
 * work (provider calls, database round trips) is in flight. Same resvg, same options: same bytes as
 * rendering in place.
 */

/** The thread's code, inline: it runs as plain CommonJS whether the caller is compiled or under jest. */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvgPath);
parentPort.on('message', ({ id, svg }) => {
  try {
    const png = new Resvg(svg, workerData.options).render().asPng();
    parentPort.postMessage({ id, png });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export interface RasterOptions {
  fitTo: { mode: 'original' };
  font: { fontFiles: string[]; loadSystemFonts: boolean; defaultFontFamily: string };
  background: string;
}

interface Pending {
  resolve(png: Buffer): void;
  reject(error: Error): void;
}

export class CoverRasterThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly options: RasterOptions) {}

  rasterise(svg: string): Promise<Buffer> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Keeps the process alive only while a render is in flight.
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, svg });
    });
  }

  /** Stops the thread (tests, shutdown); renders still pending fail. The next render starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The cover renderer was closed'));
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { resvgPath: require.resolve('@resvg/resvg-js'), options: this.options },
    });
    worker.unref();
    worker.on('message', (message: { id: number; png?: Uint8Array; error?: string }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (!this.pending.size) worker.unref();
      if (message.error !== undefined || !message.png) waiting.reject(new Error(`Cover render failed: ${message.error ?? 'no image'}`));
      else waiting.resolve(Buffer.from(message.png.buffer, message.png.byteOffset, message.png.byteLength));
    });
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The cover render thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const entry of waiting) entry.reject(error);
  }
}
