import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { AiIdea } from '../entities/ai-idea.entity';
import { BlogPost } from '../entities/blog-post.entity';
import { TopicMemoryRepository } from './topic-memory.repository';

/** Titles that share words and trigrams in many ways, so the scores spread over 0-1. */
const SUBJECTS = ['Colour Grading', 'Wedding Videos', 'Podcast Editing', 'YouTube Hooks', 'Sound Design', 'Client Briefs'];
const FORMS = ['How to Master {s}', '{s}: A Checklist', 'Five {s} Mistakes', '{s} for Beginners', 'Why {s} Matters'];

describe(TopicMemoryRepository.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let sut: TopicMemoryRepository;
  let made = 0;

  const post = (title: string, overrides: Partial<BlogPost> = {}) =>
    dataSource.getRepository(BlogPost).save({
      title,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${(made += 1)}`,
      excerpt: '',
      content: '',
      category: 'Video Editing',
      author: 'Team',
      keywords: [],
      published: true,
      ...overrides,
    });
  const ideas = (titles: string[]) =>
    dataSource.getRepository(AiIdea).save(
      titles.map((title, position) => ({ title, category: 'Video Editing', topic: 'x', tone: 'professional', jobId: '00000000-0000-4000-8000-000000000002', position: (made += 1) + position })),
    );
  const ids = (list: AiIdea[]) => list.map((idea) => idea.id);

  beforeEach(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    sut = new TopicMemoryRepository(dataSource.manager);
  });

  afterEach(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  describe('similarToIdeas', () => {
    const titles = SUBJECTS.flatMap((subject) => FORMS.map((form) => form.replace('{s}', subject)));
    const asked = ['Colour Grading Wedding Videos', 'Mistakes in Podcast Editing', 'Hooks for YouTube Beginners', 'Gardening tools compared'];

    it('answers what scoring the titles against their nearest published posts answers, for ideas made after the posts', async () => {
      for (const [index, title] of titles.entries()) await post(title, { excerpt: index % 3 ? '' : 'Skin tones, sound and pacing.', keywords: index % 2 ? ['editing'] : [] });
      const stored = await ideas(asked);

      const kept = await sut.similarToIdeas(ids(stored), { minScore: 0 });

      expect(kept).toEqual(await sut.similarPosts(asked, { minScore: 0 }));
      expect(kept.slice(0, 3).every((list) => list.length === 3)).toBe(true);
    });

    it('counts posts published after the idea (fewer than its candidates: every one is near)', async () => {
      const stored = await ideas(asked);
      for (const title of titles.slice(0, 15)) await post(title);

      expect(await sut.similarToIdeas(ids(stored), { minScore: 0 })).toEqual(await sut.similarPosts(asked, { minScore: 0 }));
    });

    it('follows a post through publishing, unpublishing, rewriting and deleting', async () => {
      for (const title of titles) await post(title);
      const [idea] = await ideas(['Sound Design for Wedding Videos']);
      const listed = async () => (await sut.similarToIdeas([idea.id]))[0];
      const before = await listed();

      const close = await post('Sound Design for Wedding Videos, Step by Step', { published: false });
      expect(await listed()).toEqual(before);

      await dataSource.getRepository(BlogPost).update(close.id, { published: true });
      const [best] = await listed();
      expect(best.postId).toBe(close.id);
      expect(await listed()).toEqual((await sut.similarPosts(['Sound Design for Wedding Videos']))[0]);

      await dataSource.getRepository(BlogPost).update(close.id, { published: false });
      expect(await listed()).toEqual(before);

      await dataSource.getRepository(BlogPost).update(close.id, { published: true, title: 'Renting a studio in London' });
      expect((await listed()).map((item) => item.postId)).not.toContain(close.id);

      await dataSource.getRepository(BlogPost).update(close.id, { title: 'Sound Design for Wedding Videos', excerpt: 'Sound design and wedding videos.' });
      const [identical] = await listed();
      expect(identical).toEqual({ postId: close.id, title: 'Sound Design for Wedding Videos', slug: close.slug, score: 1 });

      await dataSource.getRepository(BlogPost).delete(close.id);
      expect(await listed()).toEqual(before);
    });

    it('finds the candidates of an idea stored before they were kept, once', async () => {
      for (const title of titles) await post(title);
      const stored = await ideas(asked);
      await dataSource.query('UPDATE ai_ideas SET similar_radius = NULL');
      await dataSource.query('DELETE FROM ai_idea_similar_posts');

      const lists = await sut.similarToIdeas(ids(stored), { minScore: 0 });

      expect(lists).toEqual(await sut.similarPosts(asked, { minScore: 0 }));
      const [{ unkept }] = await dataSource.query('SELECT count(*)::int AS unkept FROM ai_ideas WHERE similar_radius IS NULL');
      expect(unkept).toBe(0);
    });

    it('answers one list per idea in the order asked, empty for none', async () => {
      for (const title of titles) await post(title);
      const stored = await ideas(asked);

      const lists = await sut.similarToIdeas([...ids(stored)].reverse());

      expect(lists.map((list) => list[0]?.title.includes('Podcast') ?? null)).toEqual([null, false, true, false]);
      expect(await sut.similarToIdeas([])).toEqual([]);
    });
  });
});
