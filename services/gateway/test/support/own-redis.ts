import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface OwnRedis {
  url: string;
  port: number;
  /** Its data folder (a fresh one on each start). */
  dir: string;
  process: ChildProcess;
  /** SIGTERM, then waits for the exit and removes the data folder. */
  stop(): Promise<void>;
}

/**
 * A Redis of one suite alone (the run's shared one must keep running for the others), so it can be
 * stopped, started again on the same port, or reconfigured. Resolves once it answers PING.
 */
export async function startOwnRedis(port?: number): Promise<OwnRedis> {
  port ??= await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-own-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      break;
    } catch (error) {
      client.disconnect();
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { url, port, dir, process: child, stop };
}
