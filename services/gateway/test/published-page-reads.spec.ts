import { BlogPost, buildDataSourceOptions } from '@app/contract';
import { ALL_CATEGORIES, BLOG_CATEGORIES, pagePosts, postCursor, type PostsPageQuery } from '@app/site';
import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { featuredImageSizes, toPostSummary } from '../src/blog/dto/post-response.dto';
import { PublishedPostsRepository, type PublishedSummaryRow } from '../src/blog/published-posts.repository';

/**
 * Issue 30: a page read without search text (/blog's first render, the home teaser, a category's pages)
 * is read from Postgres instead of from the whole list in memory (seconds to build at 100,000 posts).
 * It must give what @app/site's pagePosts gives on that list, cursors included.
 */
describe('Page reads without search text, from Postgres', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sut: PublishedPostsRepository;
  const ids: number[] = [];

  /** A row as the public list shows it (PublicPosts). */
  const summary = (row: PublishedSummaryRow) => toPostSummary(row, featuredImageSizes(row));
  /** The whole list as GET /api/blog/posts builds it, paged by @app/site's rule. */
  const expected = async (query: PostsPageQuery) => pagePosts((await new PublishedPostsRepository(dataSource).listPublishedSummaries()).map(summary), query);
  const actual = async (query: PostsPageQuery) => {
    const { items, ...page } = await sut.page(query);
    return { items: items.map(summary), ...page };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    sut = new PublishedPostsRepository(dataSource);
    const categories = BLOG_CATEGORIES.slice(0, 3);
    for (let index = 0; index < 40; index += 1) {
      const post = await dataSource.getRepository(BlogPost).save({
        title: `Post ${index}`,
        slug: `post-${index}`,
        excerpt: index % 4 ? `Excerpt ${index}` : '',
        content: `Body of post ${index}, long enough to stand in for an excerpt when there is none.`,
        category: categories[index % categories.length],
        author: 'Team',
        published: index % 7 !== 3,
      });
      ids.push(post.id);
    }
    // Times that share a millisecond (and one a microsecond), as a cursor sees them.
    await dataSource.query(
      `UPDATE blog_posts SET created_at = timestamptz '2026-01-01 00:00:00+00' + (id / 3) * interval '1 millisecond' + (id % 3) * interval '1 microsecond'`,
    );
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it.each([ALL_CATEGORIES, ...BLOG_CATEGORIES.slice(0, 3), BLOG_CATEGORIES[BLOG_CATEGORIES.length - 1]])('pages through %s, every limit, as pagePosts does', async (category) => {
    for (const limit of [1, 5, 13, 50]) {
      let query: PostsPageQuery | null = { category, limit };
      while (query) {
        const page = await actual(query);
        expect([query, page]).toEqual([query, await expected(query)]);
        query = page.next ? { category, limit, cursor: page.next } : null;
      }
    }
  });

  it("starts after a cursor whose post is no longer listed, by its time to the millisecond, then id", async () => {
    const listed = (await expected({ limit: 50 })).items;
    const gone = listed[10];
    await dataSource.getRepository(BlogPost).update(gone.id, { published: false });
    const cursors = [
      postCursor(gone),
      postCursor({ id: gone.id + 1, createdAt: gone.createdAt }),
      postCursor({ id: 0, createdAt: gone.createdAt }),
      postCursor({ id: 999999, createdAt: '2030-01-01T00:00:00.000Z' }),
      postCursor({ id: 1, createdAt: '2000-01-01T00:00:00.000Z' }),
      `${Date.parse(gone.createdAt)}_${ids[3]}`,
    ];

    for (const cursor of cursors) for (const category of [ALL_CATEGORIES, gone.category]) expect(await actual({ cursor, category, limit: 7 })).toEqual(await expected({ cursor, category, limit: 7 }));
  });

  it('defaults and bounds the limit as pagePosts does', async () => {
    for (const limit of [undefined, 0, -3, 500]) expect(await actual({ limit })).toEqual(await expected({ limit }));
  });
});
