import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Whether a process is still running: there, and not a zombie waiting for a parent to reap it. */
function alive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Runs `body` in a child node process (an ES module) that has `startRedis` and `freePort` imported,
 * as `npm start` and the test servers use them.
 */
function runWithStartRedis(body: string, env: NodeJS.ProcessEnv = process.env) {
  const script = `
    const { startRedis } = await import(${JSON.stringify(path.join(ROOT, 'scripts/lib/redis.mjs'))});
    const { freePort } = await import(${JSON.stringify(path.join(ROOT, 'scripts/lib/ports.mjs'))});
    ${body}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8', timeout: 30_000 });
}

describe('startRedis (scripts/lib/redis.mjs): nothing is left running', () => {
  let bin: string;

  beforeEach(() => {
    bin = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-fake-redis-'));
  });

  afterEach(() => {
    fs.rmSync(bin, { recursive: true, force: true });
  });

  it('kills a redis-server that never starts listening, then says so', () => {
    // A redis-server that hangs before listening: it notes its pid, then sleeps in its place.
    const pidFile = path.join(bin, 'pid');
    fs.writeFileSync(path.join(bin, 'redis-server'), `#!/bin/sh\necho $$ > ${pidFile}\nexec sleep 60\n`, { mode: 0o755 });
    const result = runWithStartRedis(
      `try {
        await startRedis({ dir: ${JSON.stringify(path.join(bin, 'data'))}, port: await freePort(), startTimeoutMs: 500 });
        console.log('started');
      } catch (error) {
        console.log(error.message);
      }`,
      { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    );

    expect(result.stdout.trim()).toBe('redis-server did not start within 0.5 s');
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it('stops redis-server when the process that started it exits without stopping it (process.exit)', async () => {
    const result = runWithStartRedis(`
      const redis = await startRedis({ dir: ${JSON.stringify(path.join(bin, 'data'))}, port: await freePort(), persistent: false });
      console.log(redis.process.pid);
      process.exit(1);`);

    expect(result.status).toBe(1);
    const pid = Number(result.stdout.trim());
    expect(pid).toBeGreaterThan(0);
    // SIGTERM: redis-server exits on its own, within moments.
    for (let waited = 0; waited < 10_000 && alive(pid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(pid)).toBe(false);
  });
});
