import { parentPort } from 'node:worker_threads';

/** A task sent to a thread, and its answer: `error` set when the task threw (the result is then null). */
export interface ThreadTask<Input> {
  id: number;
  input: Input;
}

export interface ThreadAnswer<Result> {
  id: number;
  result: Result | null;
  error?: string;
}

/** The thread's side of RenderThread: answers each task it is sent with `handle`'s result, in the order they finish. */
export function serveThreadTasks<Input, Result>(handle: (input: Input) => Result | Promise<Result>): void {
  const port = parentPort;
  if (!port) throw new Error('serveThreadTasks runs on a worker thread (see RenderThread)');
  port.on('message', async ({ id, input }: ThreadTask<Input>) => {
    let answer: ThreadAnswer<Result>;
    try {
      answer = { id, result: await handle(input) };
    } catch (error) {
      answer = { id, result: null, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(answer);
  });
}
