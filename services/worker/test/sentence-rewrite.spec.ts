import { AiJob, BlogPost, buildDataSourceOptions, JobName, PostProposal, proposalFieldsOf, QueueName, RewriteSentenceJobPayload, sentenceKey } from '@app/contract';
import { createTestDatabase, TestDatabase } from '@app/testing';
import { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadWorkerConfig } from '../src/config/worker-config';
import { ArticleInputsRepository } from '../src/jobs/article-inputs.repository';
import { RewriteSentenceHandler } from '../src/jobs/handlers/rewrite-sentence.handler';
import { JobRunService } from '../src/jobs/job-run.service';
import { JobRunsRepository } from '../src/jobs/job-runs.repository';
import { StageBudgetRepository } from '../src/jobs/stage-budget.repository';
import { StageBudgetService } from '../src/jobs/stage-budget.service';
import { AiProvider, AiResult, SentenceRewriteBrief } from '../src/providers/ai-provider';
import { OfflineProvider } from '../src/providers/offline.provider';

const ARTICLE = '## Results\n\nShort cuts hold viewers. Our edits grew watch time by 37% in a month. Keep every cut honest.\n';
const CLAIM = 'Our edits grew watch time by 37% in a month.';

/** The offline provider, except that its sentence rewrite answers `answer` (and remembers what it was sent). */
class ScriptedSentenceProvider extends OfflineProvider {
  readonly briefs: SentenceRewriteBrief[] = [];

  constructor(private readonly scripted: string) {
    super();
  }

  override async rewriteSentence(brief: SentenceRewriteBrief): Promise<AiResult<string>> {
    this.briefs.push(brief);
    return { value: this.scripted, model: 'scripted-1', usage: { inputTokens: 12, outputTokens: 4 } };
  }
}

/** 'Rewrite this sentence' (issue 27): RewriteSentenceHandler called directly, against real Postgres. */
describe(`${RewriteSentenceHandler.name} called directly`, () => {
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

  const runs = () => {
    const config = loadWorkerConfig({ DATABASE_URL: 'postgres://unused', REDIS_URL: 'redis://unused' });
    return new JobRunService(new JobRunsRepository(dataSource), config, new StageBudgetService(new StageBudgetRepository(dataSource), config));
  };

  async function draft(content = ARTICLE): Promise<BlogPost> {
    const posts = dataSource.getRepository(BlogPost);
    return posts.save(posts.create({ title: 'A claim to soften', slug: `claim-${randomUUID()}`, content, category: 'Video Editing', author: 'Hyperframe Team' }));
  }

  /** Runs the handler on a new job row for `sentence` of `post` (as the gateway would have written it). */
  async function rewrite(provider: AiProvider, post: BlogPost, sentence = CLAIM) {
    const id = randomUUID();
    const data = { postId: post.id, sentenceKey: sentenceKey(sentence), baseUpdatedAt: post.updatedAt.toISOString() };
    const payload: RewriteSentenceJobPayload & typeof data = { ...data, base: proposalFieldsOf(post), sentence, original: sentence, problem: 'Unsupported claim.' };
    await dataSource.getRepository(AiJob).insert({ id, kind: JobName.RewriteSentence, queue: QueueName.Articles, payload: payload as never });
    const job = { id, name: JobName.RewriteSentence, data, updateProgress: async () => undefined } as unknown as Job;
    const run = await runs().begin(job);
    const result = await new RewriteSentenceHandler(provider, new ArticleInputsRepository(dataSource)).handle(job, run!);
    return { id, result };
  }

  const proposalsOf = (postId: number) => dataSource.getRepository(PostProposal).findBy({ postId });

  it('proposes the offline rewrite as a splice of that sentence, leaving the post as it is', async () => {
    const post = await draft();

    const { id, result } = await rewrite(new OfflineProvider(), post);

    expect(result).toMatchObject({ outcome: 'proposed', replacement: 'Our edits grew watch time noticeably in a month.', proposalState: 'pending' });
    const [proposal] = await proposalsOf(post.id);
    expect(proposal).toMatchObject({ id: result.proposalId, jobId: id, kind: 'sentence', productionId: null, feedback: 'Unsupported claim.', changes: { content: ARTICLE.replace('by 37% in a month', 'noticeably in a month') } });
    expect((await dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id })).content).toBe(ARTICLE);
    expect(await dataSource.getRepository(AiJob).findOneByOrFail({ id })).toMatchObject({ state: 'completed', provider: 'offline', model: 'offline-writer-v1' });
  });

  it('sends the provider the sentence, its paragraph and the problem; proposes nothing when the answer is not one sentence', async () => {
    const post = await draft();
    const provider = new ScriptedSentenceProvider('Our edits helped.\n\n## A new section');

    const { result } = await rewrite(provider, post);

    expect(provider.briefs[0]).toMatchObject({ sentence: CLAIM, paragraph: 'Short cuts hold viewers. Our edits grew watch time by 37% in a month. Keep every cut honest.', problem: 'Unsupported claim.', title: 'A claim to soften' });
    expect(result).toMatchObject({ outcome: 'not-one-sentence', proposalId: null, message: expect.stringMatching(/not a single sentence/) });
    expect(await proposalsOf(post.id)).toEqual([]);
  });

  it('drops the sentence when the writer answers nothing, with the space that separated it', async () => {
    const post = await draft();

    const { result } = await rewrite(new ScriptedSentenceProvider(''), post);

    expect(result).toMatchObject({ outcome: 'proposed', replacement: '' });
    const [proposal] = await proposalsOf(post.id);
    expect(proposal.changes.content).toBe('## Results\n\nShort cuts hold viewers. Keep every cut honest.\n');
  });

  it('proposes nothing when the sentence was edited before the result is saved, and supersedes an older rewrite of the same sentence', async () => {
    const post = await draft();
    await rewrite(new OfflineProvider(), post);
    const { result: again } = await rewrite(new ScriptedSentenceProvider('Our edits grew watch time in a month.'), post);
    expect(again).toMatchObject({ outcome: 'proposed' });
    expect((await proposalsOf(post.id)).map((proposal) => proposal.state).sort()).toEqual(['pending', 'superseded']);

    await dataSource.getRepository(BlogPost).update(post.id, { content: ARTICLE.replace(CLAIM, 'Our edits grew watch time by 40% in a month.') });
    const { result: gone } = await rewrite(new OfflineProvider(), post);
    expect(gone).toMatchObject({ outcome: 'sentence-changed', proposalId: null });
  });
});
