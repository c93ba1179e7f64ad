import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from './data-source-options';

/** Applies pending migrations and closes the connection. Returns the names it ran. */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(buildDataSourceOptions(databaseUrl, { poolSize: 2 }));
  await dataSource.initialize();
  try {
    const ran = await dataSource.runMigrations({ transaction: 'each' });
    return ran.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
