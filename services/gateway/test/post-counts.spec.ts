import { BlogPost, buildDataSourceOptions, PostCountsRepository } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT, DRAFT_PLACEHOLDER_LINES } from '@app/site';
import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { POST_STATUS } from '../src/posts/posts.types';

/**
 * Issue 30: the studio's counts are kept as rows of changes by a trigger (migration PostCounts) instead
 * of counting every post on each list read. Whatever writes the posts, they must be what counting them
 * afresh gives, by the studio's rule (DRAFT_PLACEHOLDER_CONTENT, POST_STATUS here: the trigger spells them
 * out in SQL, so a change to either shows here).
 */
describe(PostCountsRepository.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sut: PostCountsRepository;
  let made = 0;

  const counted = async () => {
    const [row] = await dataSource.query(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE published))::int AS published,
         (count(*) FILTER (WHERE NOT published AND status <> $2
           AND EXISTS (SELECT 1 FROM unnest($1::text[]) AS line WHERE position(line in content) > 0)))::int AS ready
       FROM blog_posts`,
      [DRAFT_PLACEHOLDER_LINES, POST_STATUS.readyForReview],
    );
    return { total: row.total, published: row.published, draft: row.total - row.published, readyForWriting: row.ready };
  };
  const post = (overrides: Partial<BlogPost> = {}) =>
    dataSource.getRepository(BlogPost).save({ title: `Post ${(made += 1)}`, slug: `post-${made}`, category: 'Video Editing', author: 'Team', content: 'Written.', ...overrides });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    sut = new PostCountsRepository(dataSource.manager);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('starts from the posts there were', async () => {
    expect(await sut.countPosts()).toEqual(await counted());
  });

  it('follows every kind of write', async () => {
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['a live post', () => post({ published: true, status: POST_STATUS.published })],
      ['drafts ready for writing', () => Promise.all([post({ content: DRAFT_PLACEHOLDER_CONTENT }), post({ content: `Intro.\n\n${DRAFT_PLACEHOLDER_CONTENT}` })])],
      ["drafts with the spec's placeholder line", () => Promise.all(DRAFT_PLACEHOLDER_LINES.slice(1).map((line) => post({ content: `Intro.\n\n${line}` })))],
      ['a draft already reviewed', () => post({ content: DRAFT_PLACEHOLDER_CONTENT, status: POST_STATUS.readyForReview })],
      [
        'posts inserted by one statement',
        () =>
          dataSource.query(
            `INSERT INTO blog_posts (title, slug, category, author, content, published, status)
             SELECT 'Bulk ' || g, 'bulk-' || g, 'Video Editing', 'Team', CASE WHEN g % 3 = 0 THEN $1 ELSE 'Text' END, g % 2 = 0, 'draft'
             FROM generate_series(1, 30) AS g`,
            [DRAFT_PLACEHOLDER_CONTENT],
          ),
      ],
      ['a publish', () => dataSource.query(`UPDATE blog_posts SET published = true WHERE slug = 'bulk-3'`)],
      ['the placeholder written over', () => dataSource.query(`UPDATE blog_posts SET content = 'Now written.' WHERE slug = 'bulk-9'`)],
      ['a review', () => dataSource.query(`UPDATE blog_posts SET status = $1 WHERE slug = 'bulk-15'`, [POST_STATUS.readyForReview])],
      ['an edit that changes no count', () => dataSource.query(`UPDATE blog_posts SET title = title || '!' WHERE slug LIKE 'bulk-%'`)],
      ['many unpublished at once', () => dataSource.query(`UPDATE blog_posts SET published = false WHERE slug LIKE 'bulk-%' AND published`)],
      ['deletes', () => dataSource.query(`DELETE FROM blog_posts WHERE slug IN ('bulk-1', 'bulk-6', 'bulk-21')`)],
      ['nothing deleted', () => dataSource.query(`DELETE FROM blog_posts WHERE slug = 'no-such-post'`)],
    ];

    for (const [name, write] of writes) {
      await write();
      expect([name, await sut.countPosts()]).toEqual([name, await counted()]);
    }
    expect((await counted()).readyForWriting).toBeGreaterThan(3);
  });

  it('folds its rows into one now and then, and counts the same after', async () => {
    for (let index = 0; index < 110; index += 1) await post({ published: index % 2 === 0 });
    const [{ rows }] = await dataSource.query('SELECT count(*)::int AS rows FROM blog_post_count_changes');
    expect(rows).toBeGreaterThan(100);

    await sut.countPosts();

    const [{ rows: after }] = await dataSource.query('SELECT count(*)::int AS rows FROM blog_post_count_changes');
    expect(after).toBe(1);
    expect(await sut.countPosts()).toEqual(await counted());
  });
});
