import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../migrations';
import { buildDataSourceOptions } from './data-source-options';
import { runMigrations } from './migrate';

describe('migrations', () => {
  let database: TestDatabase;
  let sut: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    sut = new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 }));
    await sut.initialize();
  });

  afterAll(async () => {
    await sut.destroy();
    await database.drop();
  });

  it('leave the schema exactly as the entities describe it (nothing left for synchronize to do)', async () => {
    const pending = await sut.driver.createSchemaBuilder().log();

    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('are all applied, and applying again does nothing', async () => {
    expect(await sut.showMigrations()).toBe(false);
    expect(await runMigrations(database.url)).toEqual([]);
  });

  it('can be reverted and re-applied', async () => {
    for (let undo = 0; undo < MIGRATIONS.length; undo += 1) await sut.undoLastMigration();
    const tables = await sut.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('blog_posts', 'media_variants', 'ai_proposals')`);
    expect(tables[0].n).toBe(0);

    expect(await runMigrations(database.url)).toEqual(['InitialSchema1763750000000', 'MediaVariants1795307859504', 'PostProposals1795553515943']);
  });

  it('enforce a unique slug', async () => {
    const insert = `INSERT INTO blog_posts (title, slug, category, author) VALUES ('A', 'same-slug', 'Video Editing', 'Team')`;
    await sut.query(insert);

    await expect(sut.query(insert)).rejects.toThrow(/UQ_blog_posts_slug/);
  });
});
