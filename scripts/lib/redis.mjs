import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isPortOpen } from './ports.mjs';

function which(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();
}

/**
 * Finds redis-server; on Debian as root installs it with apt-get when missing, elsewhere says how
 * to get it and stops.
 */
export function ensureRedisServer(log = console.log) {
  let binary = which('redis-server');
  if (binary) return binary;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    log('redis-server is missing: installing it with apt-get (Debian package redis-server)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
    binary = which('redis-server');
    if (result.status === 0 && binary) return binary;
  }
  throw new Error(
    'redis-server was not found. Install Redis 7 (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.',
  );
}

/**
 * Starts redis-server as a child process with its data in `dir` (AOF on, noeviction, as in production).
 * Returns { url, stop(), process }.
 */
export async function startRedis({ dir, port, persistent = true, log = () => {}, startTimeoutMs = 10_000 }) {
  const binary = ensureRedisServer(log);
  fs.mkdirSync(dir, { recursive: true });
  const args = [
    '--port', String(port),
    '--bind', '127.0.0.1',
    '--dir', dir,
    '--maxmemory-policy', 'noeviction',
    '--save', '',
    '--appendonly', persistent ? 'yes' : 'no',
    '--appendfsync', 'everysec',
    '--daemonize', 'no',
    '--loglevel', 'warning',
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => log(chunk.toString().trim()));
  child.stderr.on('data', (chunk) => log(chunk.toString().trim()));
  let exited = false;
  // Should this process end without stopping it (process.exit in a test, an uncaught error), it goes too.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  child.on('exit', () => {
    exited = true;
    process.off('exit', stopOnExit);
  });
  /** Sends `signal` and resolves once redis-server has exited (at once if it already has). */
  const signalAndWait = (signal) =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', resolve);
      child.kill(signal);
    });

  const deadline = Date.now() + startTimeoutMs;
  while (!(await isPortOpen(port))) {
    if (exited) throw new Error(`redis-server exited during start (port ${port} may be taken)`);
    if (Date.now() > deadline) {
      // Not left running behind the error: nothing would ever stop it.
      await signalAndWait('SIGKILL');
      throw new Error(`redis-server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    process: child,
    stop: () => signalAndWait('SIGTERM'),
  };
}
