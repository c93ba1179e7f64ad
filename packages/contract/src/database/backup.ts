import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { MIGRATIONS } from '../migrations';
import { runMigrations } from './migrate';

export const BACKUP_FORMAT = 'hyperframe-backup';
/** TypeORM's record of applied migrations: the restore's own migrations write it, it is not loaded. */
const MIGRATIONS_TABLE = 'schema_migrations';
export const BACKUP_MANIFEST = 'backup.json';
export const RESTORE_INTERRUPTED_MESSAGE = 'Interrupted by a restore from backup: retry it';

export interface BackupTable {
  name: string;
  columns: string[];
  rows: number;
  file: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  postgresVersion: string;
  /** The migrations the database had (the restore refuses a backup from a newer schema). */
  migrations: string[];
  tables: BackupTable[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the public schema, parents before children (foreign keys), and each one's columns. */
async function tablesOf(client: Client): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows: tables } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const { rows: columns } = await client.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const names = tables.map((table) => table.name);
  const ordered: string[] = [];
  const visit = (name: string, trail: Set<string>) => {
    if (ordered.includes(name) || trail.has(name)) return;
    trail.add(name);
    for (const link of links) if (link.child.replace(/"/g, '') === name) visit(link.parent.replace(/"/g, ''), trail);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.map((name) => ({ name, columns: columns.filter((row) => row.table === name).map((row) => row.column) }));
}

/**
 * A consistent snapshot of the database into `folder`: every table of the public schema (posts, revisions,
 * media bytes, jobs, imports, the migrations table, ...) as gzipped COPY text, read inside one REPEATABLE READ
 * transaction (one point in time, no lock that stops writers), with `backup.json` describing it. Needs no
 * pg_dump: the embedded PostgreSQL ships none, and a client older than the server refuses to dump it.
 */
export async function writeBackup(databaseUrl: string, folder: string): Promise<BackupManifest> {
  await mkdir(path.join(folder, 'tables'), { recursive: true });
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables: BackupTable[] = [];
    for (const table of await tablesOf(client)) {
      const file = `tables/${table.name}.copy.gz`;
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${quote(table.name)}`);
      const columns = table.columns.map(quote).join(', ');
      await pipeline(client.query(copyTo(`COPY (SELECT ${columns} FROM ${quote(table.name)}) TO STDOUT`)), createGzip(), createWriteStream(path.join(folder, file)));
      tables.push({ name: table.name, columns: table.columns, rows: Number(rows[0].count), file });
    }
    const hasMigrations = tables.some((table) => table.name === MIGRATIONS_TABLE);
    const migrations = hasMigrations ? (await client.query<{ name: string }>(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id`)).rows.map((row) => row.name) : [];
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    await client.query('COMMIT');
    const manifest: BackupManifest = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), postgresVersion: version, migrations, tables };
    await writeFile(path.join(folder, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export async function readBackupManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${folder} holds no backup (${BACKUP_MANIFEST} is missing or unreadable)`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== 1) throw new Error(`${folder} is not a backup this version can restore`);
  return manifest;
}

export interface RestoreOptions {
  /** Replace what the database holds (by default a database with posts is refused). */
  force?: boolean;
}

/**
 * Brings a database to the backup's state: migrations first (an empty database gets the schema), then in one
 * transaction every table is emptied and loaded from the backup, sequences set past the restored ids, and
 * jobs that were open at backup time marked failed (their queue entries lived in Redis, which a backup does
 * not keep: the admin retries them). A backup from a newer schema, or a non-empty database without `force`,
 * is refused before anything changes.
 */
export async function restoreBackup(databaseUrl: string, folder: string, options: RestoreOptions = {}): Promise<{ tables: number; rows: number }> {
  const manifest = await readBackupManifest(folder);
  const known = new Set(MIGRATIONS.map((migration) => new migration().name ?? migration.name));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length) throw new Error(`The backup comes from a newer version (migrations ${unknown.join(', ')} are unknown here): update first`);
  await runMigrations(databaseUrl);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (!options.force) {
      const { rows } = await client.query<{ count: string }>('SELECT count(*) AS count FROM blog_posts');
      if (Number(rows[0].count) > 0) throw new Error('The database already holds posts: restore into a fresh data directory, or pass --force to replace them');
    }
    const current = new Map((await tablesOf(client)).map((table) => [table.name, table.columns]));
    const restored = manifest.tables.filter((table) => table.name !== MIGRATIONS_TABLE);
    for (const table of restored) {
      const columns = current.get(table.name);
      if (!columns) throw new Error(`The backup's table ${table.name} does not exist here`);
      const missing = table.columns.filter((column) => !columns.includes(column));
      if (missing.length) throw new Error(`The backup's columns ${table.name}.${missing.join(', ')} do not exist here`);
    }
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${restored.map((table) => quote(table.name)).join(', ')} RESTART IDENTITY CASCADE`);
    let rows = 0;
    // The tables' own triggers stay off while rows come in: what they keep (e.g. blog_post_count_changes,
    // from blog_posts' rows) is in the backup already, as of the same snapshot.
    for (const table of restored) await client.query(`ALTER TABLE ${quote(table.name)} DISABLE TRIGGER USER`);
    for (const table of restored) {
      await pipeline(createReadStream(path.join(folder, table.file)), createGunzip(), client.query(copyFrom(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`)));
      rows += table.rows;
    }
    for (const table of restored) await client.query(`ALTER TABLE ${quote(table.name)} ENABLE TRIGGER USER`);
    const { rows: sequences } = await client.query<{ table: string; column: string }>(
      `SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) IS NOT NULL`,
    );
    for (const { table, column } of sequences) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${quote(column)}) FROM ${quote(table)}), 1), (SELECT max(${quote(column)}) FROM ${quote(table)}) IS NOT NULL)`,
        [quote(table), column],
      );
    }
    await client.query(`UPDATE ai_jobs SET state = 'failed', stage = 'Failed', error = $1, finished_at = now() WHERE state IN ('queued', 'running')`, [RESTORE_INTERRUPTED_MESSAGE]);
    await client.query(`UPDATE import_runs SET state = 'failed', finished_at = now() WHERE state IN ('started', 'analysing')`);
    await client.query('COMMIT');
    return { tables: restored.length, rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
