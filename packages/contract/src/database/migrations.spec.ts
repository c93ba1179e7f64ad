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
    const tables = await sut.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('blog_posts', 'media_variants', 'ai_proposals', 'ai_job_stages', 'brand_kit', 'brand_kit_revisions', 'post_slugs')`);
    expect(tables[0].n).toBe(0);

    expect(await runMigrations(database.url)).toEqual([
      'InitialSchema1763750000000',
      'MediaVariants1795307859504',
      'PostProposals1795553515943',
      'ActiveJobTarget1795553570437',
      'AiJobStages1795561982793',
      'BrandKit1795562675398',
      'TopicMemory1795600000000',
      'ScheduledPublishing1795610000000',
      'IdeaTitleTrigram1795620000000',
      'AiBudgetReservations1795710000000',
      'ClaimReviews1795720000000',
      'CachedInputTokens1795730000000',
      'ReadingAnalytics1795740000000',
      'ReviewBeforeChange1795750000000',
      'PostSlugs1795760000000',
      'MediaUploads1795761000000',
      'RevisionKinds1795762000000',
      'Imports1795770000000',
      'IdeaSlugIndex1795800000000',
      'TopicCandidates1795801000000',
      'LinkPhrases1795802000000',
      'PostListOrder1795803000000',
      'CalendarIndex1795804000000',
      'PostCounts1795805000000',
      'PublishedOrderIndex1795806000000',
    ]);
  });

  it('provide pg_trgm for topic memory', async () => {
    const [row] = await sut.query(`SELECT similarity('colour grading tips', 'colour grading tricks') AS score`);

    expect(row.score).toBeGreaterThan(0.5);
    expect(row.score).toBeLessThan(1);
  });

  it('enforce a unique slug', async () => {
    const insert = `INSERT INTO blog_posts (title, slug, category, author) VALUES ('A', 'same-slug', 'Video Editing', 'Team')`;
    await sut.query(insert);

    await expect(sut.query(insert)).rejects.toThrow(/UQ_blog_posts_slug/);
  });

  it('keep the brand kit to one row', async () => {
    const insert = (id: number) => sut.query(`INSERT INTO brand_kit (id, voice_rules, facts, services, banned_phrases) VALUES ($1, '[]', '[]', '[]', '[]')`, [id]);
    await insert(1);

    await expect(insert(2)).rejects.toThrow(/CHK_brand_kit_single_row/);
    await expect(insert(1)).rejects.toThrow(/duplicate key/);
  });

  it('allow one open job of a kind per target, and any number of closed ones or of other targets', async () => {
    const insert = (id: string, state: string, target: string | null, kind = 'regenerate-post-image') =>
      sut.query(`INSERT INTO ai_jobs (id, kind, queue, state, target) VALUES ($1, $2, 'images', $3, $4)`, [id, kind, state, target]);
    const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

    await insert(id(1), 'completed', 'post:1');
    await insert(id(2), 'failed', 'post:1');
    await insert(id(3), 'queued', 'post:1');
    await expect(insert(id(4), 'running', 'post:1')).rejects.toThrow(/UQ_ai_jobs_active_target/);
    await insert(id(5), 'queued', 'post:2');
    await insert(id(6), 'queued', 'post:1', 'produce-article');
    await insert(id(7), 'queued', null, 'generate-ideas');
    await insert(id(8), 'queued', null, 'generate-ideas');
    await sut.query(`UPDATE ai_jobs SET state = 'completed' WHERE id = $1`, [id(3)]);
    await insert(id(9), 'queued', 'post:1');
  });

  it("give the covers stored before uploads existed the title they show: their production's, else their post's", async () => {
    // Back to before MediaUploads (and every migration after it), with two covers in use.
    const from = MIGRATIONS.findIndex((migration) => migration.name === 'MediaUploads1795761000000');
    for (let undo = from; undo < MIGRATIONS.length; undo += 1) await sut.undoLastMigration();
    const cover = (hash: string) => sut.query(`INSERT INTO media (hash, content_type, extension, bytes, width, height) VALUES ($1, 'image/png', 'png', '\\x00', 1200, 630)`, [hash]);
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(64));
    await Promise.all([cover(a), cover(b), cover(c)]);
    const [{ id: postId }] = await sut.query(
      `INSERT INTO blog_posts (title, slug, category, author, featured_image) VALUES ('Renamed since', 'renamed-since', 'Video Editing', 'Team', $1) RETURNING id`,
      [`/media/${a}.png`],
    );
    await sut.query(`INSERT INTO blog_posts (title, slug, category, author, featured_image) VALUES ('Own cover', 'own-cover', 'Video Editing', 'Team', $1)`, [`/media/${b}.png`]);
    await sut.query(`INSERT INTO ai_productions (post_id, title, featured_image) VALUES ($1, 'Title at design time', $2)`, [postId, `/media/${a}.png`]);

    expect(await runMigrations(database.url)).toEqual(MIGRATIONS.slice(from).map((migration) => migration.name));

    const rows: Array<{ hash: string; source: string; cover_title: string | null; alt: string }> = await sut.query(
      `SELECT hash, source, cover_title, alt FROM media WHERE hash = ANY($1) ORDER BY hash`,
      [[a, b, c]],
    );
    expect(rows).toEqual([
      { hash: a, source: 'cover', cover_title: 'Title at design time', alt: '' },
      { hash: b, source: 'cover', cover_title: 'Own cover', alt: '' },
      { hash: c, source: 'cover', cover_title: null, alt: '' },
    ]);
  });
});
