import { Logger } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadTask } from './thread-tasks';

/** Why a task got no result. */
export type ThreadFailure = 'failed' | 'deadline' | 'stopped';

export type ThreadOutcome<Result> = { ok: true; result: Result } | { ok: false; failure: ThreadFailure };

export interface RenderThreadOptions {
  /** The thread's module (a file serving its tasks with serveThreadTasks), as require.resolve names it. */
  module: string;
  workerData?: unknown;
  /** A task not answered by then is given up: the thread is stopped (every task on it fails) and the next task starts a new one. */
  deadlineMs: number;
  logger: Logger;
}

/**
 * How a thread module is started: the compiled JavaScript under the built gateway. From TypeScript
 * source (jest runs the gateway's source through swc), the thread compiles the module the same way
 * as it loads it, with @swc-node/register (a development dependency, never reached in a build).
 */
export function workerOptions(module: string): { execArgv?: string[] } {
  return module.endsWith('.ts') ? { execArgv: ['--require', require.resolve('@swc-node/register')] } : {};
}

/**
 * One worker thread running a module's tasks, so their CPU work (rendering a page, parsing an
 * article's markdown) never holds the gateway's event loop: other requests are answered meanwhile.
 * Started on first use and not keeping the process alive; a thread that dies, or is stopped because a
 * task ran past the deadline, answers its pending tasks with a failure and is replaced on the next task.
 */
export class RenderThread<Input, Result> {
  private worker: Worker | null = null;
  private closed = false;
  private nextId = 0;
  private readonly pending = new Map<number, { settle: (outcome: ThreadOutcome<Result>) => void; timer: NodeJS.Timeout }>();

  constructor(private readonly options: RenderThreadOptions) {}

  run(input: Input): Promise<ThreadOutcome<Result>> {
    if (this.closed) return Promise.resolve({ ok: false, failure: 'stopped' });
    const worker = this.start();
    const id = (this.nextId += 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.giveUp(id, worker), this.options.deadlineMs);
      timer.unref();
      this.pending.set(id, { settle: resolve, timer });
      worker.postMessage({ id, input } satisfies ThreadTask<Input>);
    });
  }

  /** Stops the thread (the gateway's shutdown); pending tasks fail. */
  close(): void {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failPending('stopped');
    void worker?.terminate();
  }

  private settle(id: number, outcome: ThreadOutcome<Result>): void {
    const task = this.pending.get(id);
    if (!task) return;
    clearTimeout(task.timer);
    this.pending.delete(id);
    task.settle(outcome);
  }

  /** A task ran past the deadline: it answers 'deadline', the others on its thread 'stopped', and the thread is stopped. */
  private giveUp(id: number, worker: Worker): void {
    this.options.logger.error(`A task on ${this.options.module} ran past ${this.options.deadlineMs} ms: the thread is restarted`);
    this.settle(id, { ok: false, failure: 'deadline' });
    if (this.worker === worker) this.worker = null;
    this.failPending('stopped');
    void worker.terminate();
  }

  private failPending(failure: ThreadFailure): void {
    for (const id of [...this.pending.keys()]) this.settle(id, { ok: false, failure });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const { module, workerData, logger } = this.options;
    const worker = new Worker(module, { workerData, ...workerOptions(module) });
    worker.unref();
    worker.on('message', (answer: ThreadAnswer<Result>) => {
      if (answer.error !== undefined) logger.error(`A task on ${module} failed: ${answer.error}`);
      this.settle(answer.id, answer.error === undefined ? { ok: true, result: answer.result as Result } : { ok: false, failure: 'failed' });
    });
    worker.on('error', (error) => logger.error(`The thread ${module} failed: ${error.stack ?? error.message}`));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failPending('stopped');
    });
    this.worker = worker;
    return worker;
  }
}
