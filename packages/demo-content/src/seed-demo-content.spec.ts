import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { BLOG_CATEGORIES } from '@app/site';
import { BlogPost, buildDataSourceOptions, Media } from '@app/contract';
import { seedDemoContent } from './seed-demo-content';

describe(seedDemoContent.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const sut = seedDemoContent;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = new DataSource(buildDataSourceOptions(database.url, { poolSize: 4 }));
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('fills an empty blog with 12 published posts, each with a stored cover', async () => {
    expect(await sut(dataSource)).toEqual({ inserted: 12 });

    const posts = await dataSource.getRepository(BlogPost).find();
    expect(posts).toHaveLength(12);
    for (const category of BLOG_CATEGORIES) expect(posts.filter((p) => p.category === category)).toHaveLength(3);
    expect(posts.every((p) => p.published && p.status === 'published')).toBe(true);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(12);
    expect(posts.every((p) => p.createdAt >= new Date('2026-06-01') && p.createdAt <= new Date('2026-11-16'))).toBe(true);

    const media = await dataSource.getRepository(Media).find();
    const byHash = new Map(media.map((m) => [m.hash, m]));
    for (const post of posts) {
      const hash = /^\/media\/([0-9a-f]{64})\.png$/.exec(post.featuredImage ?? '')?.[1];
      expect(hash).toBeDefined();
      const image = byHash.get(hash!)!;
      expect(image).toMatchObject({ contentType: 'image/png', extension: 'png', width: 1200, height: 630, source: 'cover', coverTitle: post.title });
      expect(image.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it('stores each cover with its responsive variants, the WebPs smaller than the PNGs they stand for', async () => {
    const variants: Array<{ hash: string; variant: string; content_type: string; webp_kept: boolean }> = await dataSource.query(
      `SELECT hash, variant, content_type, bytes IS NOT NULL AS webp_kept FROM media_variants ORDER BY hash, variant`,
    );
    const covers = await dataSource.getRepository(Media).find({ select: { hash: true } });

    expect(covers).toHaveLength(12);
    for (const { hash } of covers) {
      expect(variants.filter((row) => row.hash === hash).map((row) => [row.variant, row.content_type, row.webp_kept])).toEqual([
        ['480w', 'image/png', true],
        ['480w.webp', 'image/webp', true],
        ['800w', 'image/png', true],
        ['800w.webp', 'image/webp', true],
        ['webp', 'image/webp', true],
      ]);
    }
  });

  it('does nothing the second time', async () => {
    expect(await sut(dataSource)).toEqual({ inserted: 0 });
    expect(await dataSource.getRepository(BlogPost).count()).toBe(12);
  });

  it('inserts once when two processes race on an empty blog', async () => {
    await dataSource.query('DELETE FROM blog_posts');
    const other = new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 }));
    await other.initialize();
    try {
      const results = await Promise.all([sut(dataSource), sut(other)]);
      expect(results.map((r) => r.inserted).sort((a, b) => a - b)).toEqual([0, 12]);
      expect(await dataSource.getRepository(BlogPost).count()).toBe(12);
    } finally {
      await other.destroy();
    }
  });
});
