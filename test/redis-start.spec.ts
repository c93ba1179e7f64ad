import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Whether a process is still there (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startRedis (scripts/lib/redis.mjs): a start that fails leaves nothing running', () => {
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
    const script = `
      const { startRedis } = await import(${JSON.stringify(path.join(ROOT, 'scripts/lib/redis.mjs'))});
      const { freePort } = await import(${JSON.stringify(path.join(ROOT, 'scripts/lib/ports.mjs'))});
      try {
        await startRedis({ dir: ${JSON.stringify(path.join(bin, 'data'))}, port: await freePort(), startTimeoutMs: 500 });
        console.log('started');
      } catch (error) {
        console.log(error.message);
      }`;

    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
      timeout: 30_000,
    });

    expect(result.stdout.trim()).toBe('redis-server did not start within 0.5 s');
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });
});
