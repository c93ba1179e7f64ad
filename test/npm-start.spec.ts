import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Every process whose command line mentions the data folder (postgres -D, redis --dir) or the port. */
function processesMentioning(text: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes(text) && !line.includes('ps -eo'))
    .map((line) => line.trim());
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string, log?: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}${log ? `; output so far:\n${log().slice(-3000)}` : ''}`);
}

function startProduct(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function stopAndWait(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

describe('npm start', () => {
  const asRoot = process.getuid?.() === 0;
  let privateDir: string;
  let dataDir: string;

  // Made here, not when the file loads: a run that filters this test out must leave nothing behind.
  beforeAll(() => {
    // A private folder (mode 0700, as `mktemp -d` or a clone under /root): as root, PostgreSQL runs as
    // the postgres user, which cannot enter it.
    privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hf-start-'));
    dataDir = path.join(privateDir, 'data');
  });

  afterAll(() => {
    const pointer = path.join(dataDir, 'postgres');
    if (fs.lstatSync(pointer, { throwIfNoEntry: false })?.isSymbolicLink()) {
      fs.rmSync(path.dirname(fs.readlinkSync(pointer)), { recursive: true, force: true });
    }
    fs.rmSync(privateDir, { recursive: true, force: true });
  });

  it('runs the product with DATA_DIR in a private folder, stops cleanly on SIGTERM and reuses the data next time', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = startProduct(dataDir, port);
    await waitFor(() => first.output().includes('Press Ctrl-C to stop'), 240_000, 'the first start', first.output);

    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const seeded = (await (await fetch(`${base}/api/blog/posts`)).json()) as Array<{ slug: string }>;
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(first.output()).toMatch(/A password was generated for you: \S+/);
    expect(fs.statSync(path.join(dataDir, 'admin-password')).mode & 0o777).toBe(0o600);
    // The private folder is not opened up; as root the cluster lives where the postgres user can reach it.
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
    const cluster = fs.realpathSync(path.join(dataDir, 'postgres'));
    expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
    if (asRoot) expect(cluster).toMatch(/^\/var\/lib\/hyperframe\/[0-9a-f]{16}\/postgres$/);
    else expect(cluster).toBe(path.join(fs.realpathSync(dataDir), 'postgres'));
    const stopped = () => processesMentioning(dataDir).length === 0 && processesMentioning(cluster).length === 0;

    expect(await stopAndWait(first.child)).toBe(143); // 128 + SIGTERM: a clean, signalled stop
    await waitFor(stopped, 20_000, 'postgres and redis to exit');
    await waitFor(async () => !(await fetch(`${base}/api/health`).then(() => true, () => false)), 10_000, 'the gateway to exit');

    const second = startProduct(dataDir, port);
    await waitFor(() => second.output().includes('Press Ctrl-C to stop'), 240_000, 'the second start', second.output);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const again = (await (await fetch(`${base}/api/blog/posts`)).json()) as Array<{ slug: string }>;
    expect(again.map((post) => post.slug)).toEqual(seeded.map((post) => post.slug));
    expect(second.output()).not.toMatch(/A password was generated/);
    expect(second.output()).toContain(`Password: in ${path.join(dataDir, 'admin-password')}`);
    expect(fs.realpathSync(path.join(dataDir, 'postgres'))).toBe(cluster);

    expect(await stopAndWait(second.child)).toBe(143);
    await waitFor(stopped, 20_000, 'postgres and redis to exit');
  }, 600_000);
});
