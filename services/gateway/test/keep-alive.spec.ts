import http, { Server } from 'node:http';
import net from 'node:net';
import { DRAIN_INTERVAL_MS, KEEP_ALIVE_TIMEOUT_MS } from '../src/health/keep-alive.service';
import { createTestApp, TestApp } from './support/test-app';

async function listen(sut: TestApp): Promise<number> {
  const server = sut.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Resolves with what happened first: the event, or 'too late' after `ms`. */
const first = (event: Promise<unknown>, label: string, ms: number) =>
  Promise.race([event.then(() => label), new Promise<string>((resolve) => setTimeout(() => resolve('too late'), ms).unref())]);

describe('Keep-alive', () => {
  let sut: TestApp | null = null;

  afterEach(async () => {
    await sut?.close();
    sut = null;
  });

  it('keeps an idle connection open longer than the proxy in front keeps its own (ingress-nginx: 60 s)', async () => {
    sut = await createTestApp();
    const port = await listen(sut);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/api/health/live`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers['keep-alive']));
          })
          .on('error', reject);
      });
      expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    } finally {
      agent.destroy();
    }
  });

  it('closes a connection busy when shutdown starts once its response is sent, so shutting down does not wait for the timeout', async () => {
    const app = await createTestApp();
    const port = await listen(app);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Half a request: the connection is busy, so server.close() leaves it open.
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    // Once shutdown has begun (past the hooks that start the drain), the rest of the request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write('Connection: keep-alive\r\n\r\n');
    // Well under the keep-alive timeout (65 s): closed within a few drain intervals of the response.
    expect(await first(socketClosed, 'connection closed', 20 * DRAIN_INTERVAL_MS + 5_000)).toBe('connection closed');
    expect(Buffer.concat(received).toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
    expect(await first(closed, 'app closed', 10_000)).toBe('app closed');
  });
});
