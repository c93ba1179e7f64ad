import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';

/** Any constant works; it only has to be the same for every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_346_102_881;

/**
 * Applies pending migrations and closes the connection. Returns the names it ran.
 * Several gateways may start at once: an advisory lock lets one migrate while the others wait.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(buildDataSourceOptions(databaseUrl, { poolSize: 2 }));
  await dataSource.initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((migration) => migration.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}
