import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from '../entities';
import { MIGRATIONS } from '../migrations';

/**
 * The one place both services and the tools get their TypeORM settings from.
 * Schema changes are migrations only: synchronize stays off everywhere.
 */
export function buildDataSourceOptions(databaseUrl: string, options: { poolSize?: number } = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 3000,
      // A query stuck behind a lock must not hold a request forever.
      statement_timeout: 15000,
    },
  };
}
