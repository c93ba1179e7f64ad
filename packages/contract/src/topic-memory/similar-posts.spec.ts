import { createTestDatabase, TestDatabase } from '@app/testing';
import { TOPIC_SIMILARITY } from '@app/site';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { AiIdea } from '../entities/ai-idea.entity';
import { BlogPost } from '../entities/blog-post.entity';
import { findNearDuplicateIdeas, findNearDuplicates, findSimilarPosts, isNearDuplicate, NEAR_DUPLICATE_IDEAS_SQL } from './similar-posts';

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

describe(findNearDuplicateIdeas.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const jobId = '00000000-0000-4000-8000-000000000001';

  /** The same score for every unused idea, no `%` and no index: what the pruned query must agree with. */
  const fullScoring = async (titles: string[]): Promise<boolean[]> => {
    const rows: Array<{ ord: number }> = await dataSource.query(
      `SELECT DISTINCT t.ord::int AS ord
       FROM unnest($1::text[]) WITH ORDINALITY AS t(title, ord)
       CROSS JOIN ai_ideas idea
       WHERE NOT idea.used
         AND 0.5 * similarity(lower(idea.title), lower(t.title))
           + 0.5 * cardinality(ARRAY(
               SELECT unnest(tsvector_to_array(to_tsvector('english', t.title)))
               INTERSECT SELECT unnest(tsvector_to_array(to_tsvector('english', idea.title)))
             ))::numeric / greatest(cardinality(tsvector_to_array(to_tsvector('english', t.title))), 1) >= $2`,
      [titles, TOPIC_SIMILARITY.nearDuplicate],
    );
    const near = new Set(rows.map((row) => row.ord));
    return titles.map((_title, index) => near.has(index + 1));
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    const ideas: Array<Partial<AiIdea>> = [
      { title: 'How to Colour Grade Wedding Videos', used: false },
      { title: 'Writing Hooks That Keep Viewers Watching', used: true },
      { title: 'Colour Grading Wedding Videos: A Checklist', used: false },
      // Look-alikes of one another: a title near all of them is still answered once.
      ...Array.from({ length: 30 }, (_, index) => ({ title: `Podcast Editing Workflow for Teams, Part ${index + 1}`, used: false })),
    ];
    await dataSource.getRepository(AiIdea).save(
      ideas.map((idea, index) => ({ category: 'Video Editing', topic: 'x', tone: 'professional', jobId, position: index, ...idea })),
    );
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('finds near-duplicates of unused ideas through the title index the same as the full scoring does', async () => {
    const titles = [
      'How to Colour Grade Wedding Videos',
      'Colour Grading Your Wedding Videos: How To',
      'Writing hooks that keep viewers watching',
      'Podcast Editing Workflow for Teams, Part 7',
      'Podcast editing workflows for teams',
      'Skin tones for weddings',
      'Podcast microphones compared',
      '',
    ];

    const sut = await findNearDuplicateIdeas(dataSource.manager, titles);

    expect(sut).toEqual(await fullScoring(titles));
    // An idea made a draft is a post (checked by findNearDuplicates), not an idea on the list.
    expect(sut).toEqual([true, true, false, true, true, false, false, false]);
    expect(await findNearDuplicateIdeas(dataSource.manager, [])).toEqual([]);
  });

  it('can take its candidates from the trigram index on the idea titles', async () => {
    const plan = await dataSource.transaction(async (manager) => {
      // Planner costs favour a scan of a table this small; forbidding it shows whether the index fits the query.
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: Array<{ 'QUERY PLAN': string }> = await manager.query(`EXPLAIN ${NEAR_DUPLICATE_IDEAS_SQL}`, [['Colour Grading Your Wedding Videos'], TOPIC_SIMILARITY.nearDuplicate]);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

    expect(plan).toContain('IDX_ai_ideas_title_trgm');
    expect(plan).not.toMatch(/Seq Scan on ai_ideas/);
  });
});
