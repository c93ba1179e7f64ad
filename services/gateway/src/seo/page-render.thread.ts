/**
 * The render thread's module (ServerRenderer): renders each page it is sent with the front end's
 * server bundle, loaded afresh when a new build replaces it. A missing bundle answers null.
 */
import { workerData } from 'node:worker_threads';
import { serveThreadTasks } from '../threads/thread-tasks';
import { ServerBundle, type ServerRenderInput, type ServerRenderResult } from './server-bundle';

const bundle = new ServerBundle((workerData as { file: string }).file, (error) => {
  throw error;
});

serveThreadTasks<ServerRenderInput, ServerRenderResult | null>((input) => bundle.entry()?.render(input) ?? null);
