import { createTestDatabase, TestDatabase } from '@app/testing';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { Media } from '../entities/media.entity';
import { PostRevisionsRepository } from '../posts/post-revisions.repository';
import { BACKUP_MANIFEST, readBackupManifest, restoreBackup, RESTORE_INTERRUPTED_MESSAGE, writeBackup } from './backup';
import { buildDataSourceOptions } from './data-source-options';

/** One checksum per table over every row (ordered by the row's text), to compare two states of a database. */
async function fingerprint(dataSource: DataSource): Promise<Record<string, string>> {
  const tables: Array<{ name: string }> = await dataSource.query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY 1`);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await dataSource.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${name}" t`);
    result[name] = `${row.n}:${row.sum}`;
  }
  return result;
}

describe('backup and restore (issue 32)', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 }));
    await dataSource.initialize();
    folder = await mkdtemp(path.join(os.tmpdir(), 'hf-backup-'));
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes a snapshot that brings a wiped database back to the same state, sequences included', async () => {
    const posts = dataSource.getRepository(BlogPost);
    await posts.insert([
      { title: 'One', slug: 'one', category: 'Video Editing', author: 'A', content: 'Body "quoted"\ttab\nline\\slash', keywords: ['a', 'b,c'], published: true, status: 'published', publishedAt: new Date('2024-01-02T03:04:05.678Z') },
      { title: 'Two', slug: 'two', category: 'Video Marketing', author: 'B', content: '', published: false },
    ]);
    const one = await posts.findOneByOrFail({ slug: 'one' });
    await dataSource.transaction((manager) => new PostRevisionsRepository(manager).recordRevision(one, 'Edited'));
    await dataSource.getRepository(Media).insert({ hash: 'a'.repeat(64), contentType: 'image/png', extension: 'png', bytes: Buffer.from([0, 1, 2, 255, 10, 13]), width: 1, height: 1 });
    await dataSource.query(`INSERT INTO ai_jobs (id, kind, queue, state) VALUES ('00000000-0000-4000-8000-000000000001', 'generate-ideas', 'ideas', 'running')`);
    await dataSource.query(`INSERT INTO legacy_urls (path, post_id) VALUES ('/?p=1', $1)`, [one.id]);
    const before = await fingerprint(dataSource);

    const manifest = await writeBackup(database.url, folder);

    expect(manifest.tables.find((table) => table.name === 'blog_posts')).toMatchObject({ rows: 2, file: 'tables/blog_posts.copy.gz' });
    expect(manifest.migrations).toContain('Imports1795770000000');
    // Parents before children: a restore loads them in this order.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf('import_runs')).toBeLessThan(order.indexOf('import_items'));
    expect(order.indexOf('media')).toBeLessThan(order.indexOf('media_variants'));

    // Wipe: the whole schema goes.
    await dataSource.query('DROP SCHEMA public CASCADE');
    await dataSource.query('CREATE SCHEMA public');
    const restoredRows = manifest.tables.filter((table) => table.name !== 'schema_migrations').reduce((sum, table) => sum + table.rows, 0);
    await expect(restoreBackup(database.url, folder)).resolves.toEqual({ tables: manifest.tables.length - 1, rows: restoredRows });

    const after = await fingerprint(dataSource);
    expect({ ...after, ai_jobs: undefined }).toEqual({ ...before, ai_jobs: undefined });
    expect((await dataSource.getRepository(Media).findOneByOrFail({ hash: 'a'.repeat(64) })).bytes).toEqual(Buffer.from([0, 1, 2, 255, 10, 13]));
    // The job open at backup time lived in Redis too: it is closed, to be retried.
    expect(await dataSource.query(`SELECT state, error FROM ai_jobs`)).toEqual([{ state: 'failed', error: RESTORE_INTERRUPTED_MESSAGE }]);
    // Sequences continue after the restored ids.
    await posts.insert({ title: 'Three', slug: 'three', category: 'Video Editing', author: 'C', content: '' });
    expect((await posts.findOneByOrFail({ slug: 'three' })).id).toBeGreaterThan(one.id + 1);
  });

  it('refuses a database that holds posts unless forced, and a backup from a newer schema', async () => {
    await expect(restoreBackup(database.url, folder)).rejects.toThrow('The database already holds posts');
    await expect(restoreBackup(database.url, folder, { force: true })).resolves.toMatchObject({ rows: expect.any(Number) });
    expect(await dataSource.getRepository(BlogPost).countBy({ slug: 'three' })).toBe(0);

    const manifest = await readBackupManifest(folder);
    await writeFile(path.join(folder, BACKUP_MANIFEST), JSON.stringify({ ...manifest, migrations: [...manifest.migrations, 'Future1999999999999'] }));
    await expect(restoreBackup(database.url, folder, { force: true })).rejects.toThrow('The backup comes from a newer version (migrations Future1999999999999 are unknown here)');
    expect(JSON.parse(await readFile(path.join(folder, BACKUP_MANIFEST), 'utf8')).format).toBe('hyperframe-backup');
  });
});
