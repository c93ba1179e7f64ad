import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { AiIdea } from '../entities/ai-idea.entity';
import { BlogPost } from '../entities/blog-post.entity';
import { IdeaSlugsRepository, TAKEN_IDEA_SLUGS_SQL } from './idea-slugs.repository';

describe(IdeaSlugsRepository.name, () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 2 })).initialize();
    await dataSource.getRepository(BlogPost).save({ title: 'Live', slug: 'a-post-slug', category: 'Video Editing', author: 'Team' });
    await dataSource.getRepository(AiIdea).save(
      ['Colour Grading: A Checklist!', '  Hooks  that   Hold ', 'Sound Design'].map((title, position) => ({
        title,
        category: 'Video Editing',
        topic: 'x',
        tone: 'professional',
        jobId: '00000000-0000-4000-8000-000000000003',
        position,
      })),
    );
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it("tells which slugs a post or an idea's title already has", async () => {
    const sut = new IdeaSlugsRepository(dataSource.manager);

    const taken = await sut.takenSlugs(['a-post-slug', 'colour-grading-a-checklist', 'hooks-that-hold', 'sound-design-2', 'new-idea']);

    expect([...taken].sort()).toEqual(['a-post-slug', 'colour-grading-a-checklist', 'hooks-that-hold']);
    expect(await sut.takenSlugs([])).toEqual(new Set());
  });

  it("looks the ideas' slugs up in their index instead of scanning every idea", async () => {
    const plan = await dataSource.transaction(async (manager) => {
      // Planner costs favour a scan of a table this small; forbidding it shows whether the index fits the query.
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: Array<{ 'QUERY PLAN': string }> = await manager.query(`EXPLAIN ${TAKEN_IDEA_SLUGS_SQL}`, [['hooks-that-hold']]);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

    expect(plan).toContain('IDX_ai_ideas_title_slug');
    expect(plan).not.toMatch(/Seq Scan on ai_ideas/);
  });
});
