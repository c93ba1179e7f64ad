import { startTestServers } from './servers.mjs';

/**
 * Starts one throwaway PostgreSQL and one Redis for the whole jest run, and a migrated template
 * database each suite copies. Connection details reach the test workers through process.env.
 */
export default async function globalSetup() {
  const servers = await startTestServers();
  globalThis.__TEST_SERVERS__ = servers;
  Object.assign(process.env, servers.env);
}
