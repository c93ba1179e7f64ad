import { INestApplicationContext } from '@nestjs/common';
import {
  AiIdea,
  AiJob,
  BlogPost,
  buildDataSourceOptions,
  findSimilarPosts,
  IdeaJobResult,
  IdeaSettings,
  isNearDuplicate,
  JOB_QUEUE,
  JobName,
  redisConnectionOptions,
} from '@app/contract';
import { createTestDatabase, TestDatabase, testRedisUrl, uniqueRedisPrefix } from '@app/testing';
import { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { loadWorkerConfig } from '../src/config/worker-config';
import { GenerateIdeasHandler, IDEA_ROUNDS, roundSeed } from '../src/jobs/handlers/generate-ideas.handler';
import { ArticleInputsRepository } from '../src/jobs/article-inputs.repository';
import { JobRunService } from '../src/jobs/job-run.service';
import { JobRunsRepository } from '../src/jobs/job-runs.repository';
import { StageBudgetRepository } from '../src/jobs/stage-budget.repository';
import { StageBudgetService } from '../src/jobs/stage-budget.service';
import { AiProvider, AiResult } from '../src/providers/ai-provider';
import { OfflineProvider } from '../src/providers/offline.provider';
import { createWorker } from '../src/worker.factory';
import { createDraftPosts, createIdeas, createIdeasJobRow, IDEA_SETTINGS } from './factories/ideas.factory';
import { until } from './support/until';

function notUsed(): never {
  throw new Error('not used');
}

/** A provider that answers each call with the next list (the last one again when they run out). */
class ScriptedProvider implements AiProvider {
  readonly name = 'offline' as const;
  readonly seeds: Array<number | undefined> = [];

  constructor(private readonly answers: Array<string[] | Error>) {}

  async generateIdeas(_settings: IdeaSettings, count: number, seed?: number): Promise<AiResult<string[]>> {
    this.seeds.push(seed);
    const answer = this.answers[Math.min(this.seeds.length - 1, this.answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return { value: answer.slice(0, count), model: 'scripted-1', usage: { inputTokens: 10, outputTokens: 5 } };
  }

  planArticle = notUsed;
  outlineArticle = notUsed;
  draftArticle = notUsed;
  editText = notUsed;
  optimiseSeo = notUsed;
  describeCover = notUsed;

  reviseArticle(): never {
    throw new Error('not used');
  }

  reviseSection(): never {
    throw new Error('not used');
  }

  reviewClaims(): never {
    throw new Error('not used');
  }

  rewriteSentence = notUsed;
}

describe('Idea generation: fresh titles on every run', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(buildDataSourceOptions(database.url, { poolSize: 3 })).initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  // Each test starts from an empty list: ideas left by an earlier test (the seedless job's titles are random)
  // could near-duplicate a later test's titles and be replaced, as the product should.
  beforeEach(() => dataSource.query('TRUNCATE ai_ideas, blog_posts CASCADE'));

  const ideasOf = async (jobId: string) =>
    (await dataSource.getRepository(AiIdea).find({ where: { jobId }, order: { position: 'ASC' } })).map((idea) => idea.title);
  const rowOf = (jobId: string) => dataSource.getRepository(AiJob).findOneByOrFail({ id: jobId });

  describe('through BullMQ with the offline writer', () => {
    const prefix = uniqueRedisPrefix('ideas');
    let worker: INestApplicationContext;
    let queue: Queue;

    beforeAll(async () => {
      worker = await createWorker(
        loadWorkerConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), QUEUE_PREFIX: prefix }),
      );
      queue = new Queue(JOB_QUEUE[JobName.GenerateIdeas], { prefix, connection: redisConnectionOptions(testRedisUrl()) });
    });

    afterAll(async () => {
      await queue?.close();
      await worker?.close();
    });

    async function runIdeasJob(payload: object): Promise<AiJob> {
      const id = await createIdeasJobRow(dataSource, payload);
      await queue.add(JobName.GenerateIdeas, {}, { jobId: id, attempts: 1 });
      return until(`job ${id} to finish`, async () => {
        const row = await rowOf(id);
        return row.state === 'completed' || row.state === 'failed' ? row : undefined;
      });
    }

    it('gives new ideas for a topic whose earlier ideas are all drafts, even with the same seed', async () => {
      const first = await runIdeasJob({ topic: 'Podcast clip editing', seed: 7 });
      expect(first).toMatchObject({ state: 'completed', provider: 'offline' });
      expect(first.result).toMatchObject({ requested: 5, created: 5, skippedDuplicates: 0, count: 5 });
      const firstTitles = await ideasOf(first.id);
      expect(firstTitles).toHaveLength(5);
      await createDraftPosts(dataSource, firstTitles);

      // The same seed proposes the same five titles first: all five are drafts now, so the run asks again.
      const second = await runIdeasJob({ topic: 'Podcast clip editing', seed: 7 });
      expect(second.state).toBe('completed');
      const result = second.result as unknown as IdeaJobResult;
      expect(result).toMatchObject({ requested: 5, created: 5, count: 5 });
      expect(result.skippedDuplicates).toBeGreaterThanOrEqual(5);
      const secondTitles = await ideasOf(second.id);
      expect(secondTitles).toHaveLength(5);
      expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
      expect(result.ideaIds).toHaveLength(5);

      // And they can become drafts too: no slug clashes with the first run's.
      await expect(createDraftPosts(dataSource, secondTitles)).resolves.toHaveLength(5);
    });

    it('gives different titles to two runs for the same topic with different seeds', async () => {
      const one = await runIdeasJob({ topic: 'Wedding highlight films', seed: 1 });
      const two = await runIdeasJob({ topic: 'Wedding highlight films', seed: 2 });
      const oneTitles = await ideasOf(one.id);
      const twoTitles = await ideasOf(two.id);
      expect(oneTitles).toHaveLength(5);
      expect(twoTitles).toHaveLength(5);
      expect(twoTitles.filter((title) => oneTitles.includes(title))).toEqual([]);
      expect(two.result).toMatchObject({ requested: 5, created: 5 });
    });

    it('runs a job written without a seed, with one derived from its id', async () => {
      const row = await runIdeasJob({ topic: 'Documentary trailers' });
      expect(row.state).toBe('completed');
      expect(row.result).toMatchObject({ requested: 5, created: 5, skippedDuplicates: 0 });
    });
  });

  describe(`${GenerateIdeasHandler.name} called directly`, () => {
    const runs = () => {
      const config = loadWorkerConfig({ DATABASE_URL: 'postgres://unused', REDIS_URL: 'redis://unused' });
      return new JobRunService(new JobRunsRepository(dataSource), config, new StageBudgetService(new StageBudgetRepository(dataSource), config));
    };

    async function handle(provider: AiProvider, payload: object) {
      const id = await createIdeasJobRow(dataSource, payload);
      const job = { id, name: JobName.GenerateIdeas, data: {}, updateProgress: async () => undefined } as unknown as Job;
      const run = await runs().begin(job);
      const sut = new GenerateIdeasHandler(provider, dataSource, new ArticleInputsRepository(dataSource));
      const result = (await sut.handle(job, run!)) as unknown as IdeaJobResult;
      return { id, result };
    }

    it('saves fewer ideas than asked when duplicates are unavoidable, and says how many and why', async () => {
      await createDraftPosts(dataSource, ['Alpha: a title that is a draft', 'Beta, a title that is a post']);
      await createIdeas(dataSource, ['GAMMA — a title already in the list']);
      const provider = new ScriptedProvider([
        ['Alpha: A Title That Is a Draft', 'beta a title that is a post', 'Gamma: a title already in the list!', 'Delta: brand new', 'Epsilon: brand new'],
      ]);

      const { id, result } = await handle(provider, { seed: 11 });

      expect(result).toMatchObject({ requested: 5, created: 2, skippedDuplicates: 3, count: 2 });
      expect(await ideasOf(id)).toEqual(['Delta: brand new', 'Epsilon: brand new']);
      // It asked again, with a new seed each time, and stopped after IDEA_ROUNDS.
      expect(provider.seeds).toEqual([11, roundSeed(11, 1), roundSeed(11, 2)]);
      expect(new Set(provider.seeds).size).toBe(IDEA_ROUNDS);
      expect(await rowOf(id)).toMatchObject({ state: 'completed', inputTokens: 30, outputTokens: 15, model: 'scripted-1' });
    });

    it('fills the count from a later round when the first proposes titles that exist', async () => {
      await createDraftPosts(dataSource, ['Old one', 'Old two']);
      const provider = new ScriptedProvider([
        ['Old one', 'Old two', 'New one', 'New two', 'New three'],
        ['New one', 'Old one', 'New four', 'New five', 'New six'],
      ]);

      const { id, result } = await handle(provider, { seed: 21 });

      expect(result).toMatchObject({ requested: 5, created: 5, skippedDuplicates: 2 });
      expect(await ideasOf(id)).toEqual(['New one', 'New two', 'New three', 'New four', 'New five']);
      expect(provider.seeds).toHaveLength(2);
    });

    it('keeps what it found when a later round fails', async () => {
      await createDraftPosts(dataSource, ['Taken title']);
      const provider = new ScriptedProvider([['Taken title', 'Kept one', 'Kept two', 'Kept three', 'Kept four'], new Error('provider down')]);

      const { id, result } = await handle(provider, { seed: 31 });

      expect(result).toMatchObject({ requested: 5, created: 4, skippedDuplicates: 1 });
      expect(await ideasOf(id)).toEqual(['Kept one', 'Kept two', 'Kept three', 'Kept four']);
      expect(await rowOf(id)).toMatchObject({ state: 'completed' });
    });

    it('completes with no ideas when every proposal exists', async () => {
      await createDraftPosts(dataSource, ['Only idea there is']);
      const provider = new ScriptedProvider([['Only idea there is']]);

      const { id, result } = await handle(provider, { seed: 41 });

      expect(result).toMatchObject({ requested: 5, created: 0, skippedDuplicates: 1, ideaIds: [] });
      expect(await ideasOf(id)).toEqual([]);
      expect(await rowOf(id)).toMatchObject({ state: 'completed', progress: 100 });
    });

    it('replaces an offline idea that near-duplicates a published post (topic memory), so it is never shown', async () => {
      const settings = { ...IDEA_SETTINGS, topic: 'Drone footage for estate agents' };
      const firstAnswer = (await new OfflineProvider().generateIdeas(settings, 5, 61)).value;
      const reworded = `${firstAnswer[0]}, Revisited`;
      const [published] = await createDraftPosts(dataSource, [reworded]);
      await dataSource.getRepository(BlogPost).update(published.id, { published: true, status: 'published' });

      const { id, result } = await handle(new OfflineProvider(), { ...settings, seed: 61 });

      const titles = await ideasOf(id);
      expect(result).toMatchObject({ requested: 5, created: 5, skippedDuplicates: 0 });
      expect(result.replacedNearDuplicates).toBeGreaterThanOrEqual(1);
      expect(titles).toHaveLength(5);
      expect(titles).not.toContain(firstAnswer[0]);
      expect(titles).toEqual(expect.arrayContaining(firstAnswer.slice(1)));
      for (const similar of await findSimilarPosts(dataSource.manager, titles)) expect(isNearDuplicate(similar)).toBe(false);
    });

    it('replaces an offline idea that near-duplicates an earlier idea still on the list', async () => {
      const settings = { ...IDEA_SETTINGS, topic: 'Wedding highlight reels for planners' };
      const firstAnswer = (await new OfflineProvider().generateIdeas(settings, 5, 91)).value;
      await createIdeas(dataSource, [`${firstAnswer[0]}, Revisited`]);

      const { id, result } = await handle(new OfflineProvider(), { ...settings, seed: 91 });

      const titles = await ideasOf(id);
      expect(result).toMatchObject({ requested: 5, created: 5, skippedDuplicates: 0 });
      expect(result.replacedNearDuplicates).toBeGreaterThanOrEqual(1);
      expect(titles).not.toContain(firstAnswer[0]);
      expect(titles).toEqual(expect.arrayContaining(firstAnswer.slice(1)));
    });

    it('keeps every offline idea while no published post is close to it', async () => {
      const settings = { ...IDEA_SETTINGS, topic: 'Livestream overlays for churches' };
      const firstAnswer = (await new OfflineProvider().generateIdeas(settings, 5, 71)).value;

      const { id, result } = await handle(new OfflineProvider(), { ...settings, seed: 71 });

      expect(result).toMatchObject({ created: 5, replacedNearDuplicates: 0 });
      expect(await ideasOf(id)).toEqual(firstAnswer);
    });
  });
});
