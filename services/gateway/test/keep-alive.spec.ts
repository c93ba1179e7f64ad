import http, { Server } from 'node:http';
import net from 'node:net';
import { ConfigError, loadConfig } from '../src/config/app-config';
import { DRAIN_INTERVAL_MS } from '../src/health/keep-alive.service';
import { createTestApp, TestApp } from './support/test-app';

async function listen(sut: TestApp): Promise<number> {
  const server = sut.app.getHttpServer() as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** What the Kubernetes ConfigMap sets: longer than ingress-nginx keeps its idle upstream connections (60 s). */
const BEHIND_INGRESS = { KEEP_ALIVE_TIMEOUT_MS: '65000' };

/** The Keep-Alive header of one answer on a keep-alive connection. */
async function keepAliveHeader(port: number): Promise<string | string[] | undefined> {
  const agent = new http.Agent({ keepAlive: true });
  try {
    return await new Promise((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/api/health/live`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers['keep-alive']));
        })
        .on('error', reject);
    });
  } finally {
    agent.destroy();
  }
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

  it("keeps node's 5 s with no proxy in front, and KEEP_ALIVE_TIMEOUT_MS when set (the ConfigMap's 65 s, longer than ingress-nginx's 60 s)", async () => {
    const direct = await createTestApp();
    try {
      expect(await keepAliveHeader(await listen(direct))).toBe('timeout=5');
    } finally {
      await direct.close();
    }
    sut = await createTestApp(BEHIND_INGRESS);
    expect(await keepAliveHeader(await listen(sut))).toBe('timeout=65');
  });

  it('closes a connection busy when shutdown starts once its response is sent, so shutting down does not wait for the timeout', async () => {
    const app = await createTestApp(BEHIND_INGRESS);
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

  it.each(['0', '999', '600001', '65s', '1e9', '-5000'])('refuses KEEP_ALIVE_TIMEOUT_MS=%j at boot, naming the variable', (value) => {
    const env = { DATABASE_URL: 'postgres://x@localhost/db', REDIS_URL: 'redis://localhost:6379', KEEP_ALIVE_TIMEOUT_MS: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });
});
