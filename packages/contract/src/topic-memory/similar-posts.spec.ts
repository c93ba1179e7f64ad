import { createTestDatabase, TestDatabase } from '@app/testing';
import { TOPIC_SIMILARITY } from '@app/site';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { BlogPost } from '../entities/blog-post.entity';
import { findNearDuplicates, findSimilarPosts, isNearDuplicate } from './similar-posts';

describe(findSimilarPosts.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let wedding: BlogPost;
  let hooks: BlogPost;

  const post = (title: string, overrides: Partial<BlogPost> = {}) =>
    dataSource.getRepository(BlogPost).save({
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      excerpt: '',
      content: '',
      category: 'Video Editing',
      author: 'Team',
      keywords: [],
      published: true,
      ...overrides,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    wedding = await post('How to Colour Grade Wedding Videos', { excerpt: 'Warm skin tones and soft highlights for the big day.', keywords: ['colour grading', 'weddings'] });
    hooks = await post('Writing Hooks That Keep Viewers Watching', { keywords: ['retention', 'hooks'] });
    await post('Colour grading wedding videos, the draft', { published: false });
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('scores an identical title 1 and a reworded one as a near-duplicate, best first', async () => {
    const [same, reworded] = await findSimilarPosts(dataSource.manager, ['How to Colour Grade Wedding Videos', 'Colour Grading Your Wedding Videos: How To']);

    expect(same[0]).toEqual({ postId: wedding.id, title: wedding.title, slug: wedding.slug, score: 1 });
    expect(reworded[0].postId).toBe(wedding.id);
    expect(isNearDuplicate(reworded)).toBe(true);
  });

  it('finds the same subject under another title through the excerpt and keywords, below a near-duplicate', async () => {
    const [[best]] = await findSimilarPosts(dataSource.manager, ['Skin tones for weddings']);

    expect(best.postId).toBe(wedding.id);
    expect(best.score).toBeGreaterThanOrEqual(TOPIC_SIMILARITY.warning);
    expect(best.score).toBeLessThan(TOPIC_SIMILARITY.nearDuplicate);
  });

  it('lists nothing for an unrelated title, never a draft and never an excluded post', async () => {
    const [unrelated, excluded] = await findSimilarPosts(dataSource.manager, ['Podcast microphones compared', 'How to Colour Grade Wedding Videos'], { excludePostIds: [wedding.id] });

    expect(unrelated).toEqual([]);
    expect(excluded.map((item) => item.postId)).not.toContain(wedding.id);
    expect(excluded.every((item) => item.postId === hooks.id)).toBe(true);
  });

  it('keeps every score within 0-1 and at most the best three', async () => {
    const lists = await findSimilarPosts(dataSource.manager, ['video', 'wedding hooks colour grade', ''], { minScore: 0 });

    expect(lists).toHaveLength(3);
    for (const list of lists) {
      expect(list.length).toBeLessThanOrEqual(TOPIC_SIMILARITY.best);
      for (const { score } of list) expect(score >= 0 && score <= 1).toBe(true);
    }
  });

  it('finds near-duplicates through the title index the same as the full scoring does', async () => {
    const titles = ['How to Colour Grade Wedding Videos', 'Colour Grading Your Wedding Videos: How To', 'Skin tones for weddings', 'Writing hooks that keep viewers watching', 'Podcast microphones compared', ''];

    const sut = await findNearDuplicates(dataSource.manager, titles);

    const full = (await findSimilarPosts(dataSource.manager, titles, { minScore: 0 })).map(isNearDuplicate);
    expect(sut).toEqual(full);
    expect(sut).toEqual([true, true, false, true, false, false]);
    expect(await findNearDuplicates(dataSource.manager, [])).toEqual([]);
  });
});
