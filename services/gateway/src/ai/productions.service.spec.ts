import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { AiJob, AiJobName, BlogPost, JobName, PostProposal, QueueName } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { JobQueueService } from '../jobs/job-queue.service';
import { JobsService, StartPlan } from '../jobs/jobs.service';
import { PostsService } from '../posts/posts.service';
import { ProposalsService } from '../proposals/proposals.service';
import { ScheduleService } from '../schedule/schedule.service';
import { InMemoryPostHistoryRepository } from '../posts/post-history.repository.fake';
import { previewVersion } from './production-preview';
import { InMemoryProductionsRepository } from './productions.repository.fake';
import { ProductionsService } from './productions.service';

const CONTENT = 'Intro.\n\n## Pacing\n\nCut on motion.\n';

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  const at = new Date('2026-11-20T10:00:00Z');
  return Object.assign(new BlogPost(), {
    id: 1, title: 'A post', slug: 'a-post', excerpt: '', content: CONTENT, category: 'Video Editing', author: 'Hyperframe Team',
    metaDescription: '', featuredImage: null, estimatedReadTime: 5, keywords: [], published: false, status: 'ready_for_review',
    publishedAt: null, createdAt: at, updatedAt: at, ...overrides,
  });
}

describe(ProductionsService.name, () => {
  let repository: InMemoryProductionsRepository;
  let posts: { lockPost: jest.Mock; findById: jest.Mock; setPublished: jest.Mock; createPost: jest.Mock };
  let proposals: { acceptAll: jest.Mock; lockPendingOfProduction: jest.Mock; latestPendingOf: jest.Mock; pendingOfPost: jest.Mock };
  let jobQueue: { cancel: jest.Mock };
  let schedule: { setSchedule: jest.Mock; announce: jest.Mock };
  /** What each start handed to the queue, as JobsService.start would enqueue it. */
  let started: Array<{ name: JobName; data: object; payload?: object }>;
  let sut: ProductionsService;

  beforeEach(() => {
    repository = new InMemoryProductionsRepository();
    posts = {
      lockPost: jest.fn(async () => post()),
      findById: jest.fn(async () => post()),
      setPublished: jest.fn(async () => post({ published: true, status: 'published' })),
      createPost: jest.fn(async (input: Partial<BlogPost>) => post({ id: 2, ...input })),
    };
    proposals = {
      acceptAll: jest.fn(async () => post()),
      lockPendingOfProduction: jest.fn(async () => []),
      latestPendingOf: jest.fn(async () => new Map()),
      pendingOfPost: jest.fn(async () => []),
    };
    jobQueue = { cancel: jest.fn(async () => true) };
    schedule = {
      setSchedule: jest.fn(async (_manager: unknown, _id: number, publishAt: Date) => ({ post: post({ publishAt }), previous: null })),
      announce: jest.fn(async () => undefined),
    };
    started = [];
    // JobsService.start's contract: prepare runs in the transaction that writes the job's row.
    const jobs = {
      start: jest.fn(<N extends AiJobName, R>(plan: StartPlan<N, R>) =>
        repository.transaction(async (tx) => {
          const prepared = await plan.prepare(tx.manager, 'job-1');
          started.push({ name: plan.name, data: prepared.data, payload: prepared.payload });
          return { ...prepared.response, jobId: 'job-1' };
        }),
      ),
    };
    sut = new ProductionsService(
      repository,
      jobs as unknown as JobsService,
      jobQueue as unknown as JobQueueService,
      posts as unknown as PostsService,
      proposals as unknown as ProposalsService,
      schedule as unknown as ScheduleService,
      new InMemoryPostHistoryRepository(),
    );
  });

  describe('startProduction', () => {
    it('creates a draft post and a queued production written by the job', async () => {
      const result = await sut.startProduction({ title: '  Faster cuts  ', category: 'Video Editing' });

      expect(posts.createPost).toHaveBeenCalledWith(expect.objectContaining({ title: 'Faster cuts', content: DRAFT_PLACEHOLDER_CONTENT, published: false }), repository.manager);
      expect(result).toMatchObject({ jobId: 'job-1', production: { status: 'queued' }, blogPost: { id: 2 } });
      expect(repository.productions.get(result.production.id)).toMatchObject({ postId: 2, status: 'queued', currentJobId: 'job-1' });
      expect(started[0]).toMatchObject({ name: JobName.ProduceArticle, data: { productionId: result.production.id } });
    });

    it('asks for a title, and for a category, before anything is written', async () => {
      await expect(sut.startProduction({ title: '   ', category: 'Video Editing' })).rejects.toThrow(BadRequestException);
      await expect(sut.startProduction({ title: 'A title' })).rejects.toThrow(new BadRequestException('Choose a category'));
      expect(posts.createPost).not.toHaveBeenCalled();
    });

    it('refuses to write a published post', async () => {
      posts.lockPost.mockResolvedValue(post({ published: true }));

      await expect(sut.startProduction({ postId: 1 })).rejects.toThrow(ConflictException);
      expect(repository.productions.size).toBe(0);
    });

    it('refuses a draft that AI is already writing, and starts one whose production is done', async () => {
      repository.given({ postId: 1, status: 'ready_for_review' });
      const busy = repository.given({ postId: 1, status: 'writing' });

      await expect(sut.startProduction({ postId: 1 })).rejects.toThrow(new ConflictException('AI is already writing this post'));

      repository.productions.delete(busy.id);
      await expect(sut.startProduction({ postId: 1 })).resolves.toMatchObject({ blogPost: { id: 1 } });
    });
  });

  describe('approve', () => {
    it('accepts the pending proposals, publishes the post and marks the production approved, answering the post as stored', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review', error: 'old' });

      const view = await sut.approve(production.id, { confirmStale: true, session: 'tab-a' });

      expect(proposals.lockPendingOfProduction).toHaveBeenCalledWith(repository.manager, production.id);
      expect(proposals.acceptAll).toHaveBeenCalledWith(repository.manager, [], expect.objectContaining({ id: 1 }), true, 'tab-a');
      expect(posts.setPublished).toHaveBeenCalledWith(1, true, repository.manager, { kind: 'admin', session: 'tab-a' });
      expect(view).toMatchObject({ status: 'approved', error: null, post: { id: 1, published: true } });
      expect(repository.productions.get(production.id)).toMatchObject({ status: 'approved', error: null });
    });

    it('approves by the preview\'s version, and refuses (409 with a fresh preview) when the post or its proposals changed since', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review' });
      const seen = previewVersion(post(), []);

      posts.lockPost.mockResolvedValueOnce(post({ updatedAt: new Date('2026-11-20T10:05:00Z'), title: 'Retitled in another tab' }));
      const refused = await sut.approve(production.id, { version: seen }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ConflictException);
      expect((refused as ConflictException).getResponse()).toMatchObject({
        message: expect.stringMatching(/^What you previewed is out of date: the post changed/),
        conflict: { since: '2026-11-20T10:00:00.000Z', post: { title: 'Retitled in another tab' }, preview: { version: previewVersion(post({ updatedAt: new Date('2026-11-20T10:05:00Z') }), []) } },
      });
      expect(proposals.acceptAll).not.toHaveBeenCalled();
      expect(posts.setPublished).not.toHaveBeenCalled();

      const arrived = Object.assign(new PostProposal(), { id: 9, kind: 'revision', productionId: production.id, baseUpdatedAt: post().updatedAt, base: { content: CONTENT }, changes: { content: 'New.' }, sentence: null });
      proposals.lockPendingOfProduction.mockResolvedValueOnce([arrived]);
      await expect(sut.approve(production.id, { version: seen })).rejects.toThrow(/its AI proposals changed/);
      expect(repository.productions.get(production.id)?.status).toBe('ready_for_review');

      await expect(sut.approve(production.id, { version: seen })).resolves.toMatchObject({ status: 'approved' });
    });

    it('refuses a superseded production (a newer one exists, or its post was deleted)', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review' });
      repository.viewStatuses.set(production.id, 'superseded');

      await expect(sut.approve(production.id)).rejects.toThrow(/superseded/);
      await expect(sut.reviseProduction(production.id, 'Shorter')).rejects.toThrow(/superseded/);
      expect(posts.setPublished).not.toHaveBeenCalled();
    });

    it('with publishAt accepts the proposals and schedules the post instead of publishing it, then adds its job', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review' });
      const publishAt = new Date('2030-01-02T09:00:00Z');

      const view = await sut.approve(production.id, { publishAt });

      expect(proposals.acceptAll).toHaveBeenCalledWith(repository.manager, [], expect.objectContaining({ id: 1 }), false, null);
      expect(schedule.setSchedule).toHaveBeenCalledWith(repository.manager, 1, publishAt, { kind: 'admin', session: null });
      expect(posts.setPublished).not.toHaveBeenCalled();
      expect(schedule.announce).toHaveBeenCalledWith(expect.objectContaining({ post: expect.objectContaining({ publishAt }) }));
      expect(view).toMatchObject({ status: 'approved' });
    });

    it.each(['queued', 'writing', 'revising', 'approved', 'failed'] as const)('refuses a production that is %s', async (status) => {
      const production = repository.given({ postId: 1, status });

      await expect(sut.approve(production.id)).rejects.toThrow(ConflictException);
      expect(posts.setPublished).not.toHaveBeenCalled();
    });

    it('leaves the production ready for review when a stale proposal refuses the accept', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review' });
      proposals.acceptAll.mockRejectedValue(new ConflictException('The post changed since AI started'));

      await expect(sut.approve(production.id)).rejects.toThrow('The post changed since AI started');
      expect(posts.setPublished).not.toHaveBeenCalled();
      expect(repository.productions.get(production.id)?.status).toBe('ready_for_review');
    });

    it('answers 404 for an unknown production', async () => {
      await expect(sut.approve(404)).rejects.toThrow(new NotFoundException('Production not found'));
    });
  });

  describe('reviseProduction', () => {
    it('keeps the feedback and sends the revision job with its section', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review', error: 'old' });

      const result = await sut.reviseProduction(production.id, 'Shorter', 'Pacing');

      expect(result.production).toMatchObject({ status: 'revising', error: null });
      expect(repository.productions.get(production.id)).toMatchObject({ status: 'revising', currentJobId: 'job-1', feedback: [expect.objectContaining({ feedback: 'Shorter', section: 'Pacing' })] });
      expect(started[0]).toMatchObject({ name: JobName.ReviseArticle, payload: { section: 'Pacing', sourceProposalId: null } });
    });

    it('refuses a section the text does not have, keeping the production as it was', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review' });

      await expect(sut.reviseProduction(production.id, 'Shorter', 'Nowhere')).rejects.toThrow(new BadRequestException('Section not found: Nowhere'));
      expect(repository.productions.get(production.id)).toMatchObject({ status: 'ready_for_review', feedback: [] });
    });

    it('revises the pending AI draft while the post still holds the placeholder', async () => {
      const production = repository.given({ postId: 1, status: 'ready_for_review' });
      posts.findById.mockResolvedValue(post({ content: DRAFT_PLACEHOLDER_CONTENT }));
      repository.proposals.push(Object.assign(new PostProposal(), { id: 7, productionId: production.id, state: 'pending', kind: 'article', changes: { content: CONTENT } }));

      await sut.reviseProduction(production.id, 'Shorter', 'Pacing');

      expect(started[0].payload).toMatchObject({ sourceProposalId: 7 });
    });

    it('refuses a production that is not ready for review', async () => {
      const production = repository.given({ postId: 1, status: 'writing' });

      await expect(sut.reviseProduction(production.id, 'Shorter')).rejects.toThrow(ConflictException);
      expect(started).toEqual([]);
    });
  });

  describe('regenerateImage', () => {
    it.each(['queued', 'writing'] as const)('refuses while the article is %s', async (status) => {
      const production = repository.given({ postId: 1, status });

      await expect(sut.regenerateImage(production.id)).rejects.toThrow(new ConflictException('The article is still being written; its cover comes with it'));
    });

    it('points the production at the image job', async () => {
      const production = repository.given({ postId: 1, status: 'approved' });

      await expect(sut.regenerateImage(production.id)).resolves.toMatchObject({ jobId: 'job-1', production: { id: production.id, status: 'approved' } });
      expect(repository.productions.get(production.id)?.currentJobId).toBe('job-1');
    });
  });

  describe('remove', () => {
    function job(state: AiJob['state']): AiJob {
      const row = Object.assign(new AiJob(), { id: 'job-9', kind: JobName.ReviseArticle, queue: QueueName.Articles, state, stage: 'Writing', error: null });
      repository.jobs.set(row.id, row);
      return row;
    }

    it('cancels the job still working on it and fails its row', async () => {
      job('running');
      const production = repository.given({ postId: 1, status: 'revising', currentJobId: 'job-9' });

      await expect(sut.remove(production.id)).resolves.toEqual({ id: production.id, deleted: true, cancelledJobId: 'job-9' });
      expect(jobQueue.cancel).toHaveBeenCalledWith('job-9', QueueName.Articles);
      expect(repository.jobs.get('job-9')).toMatchObject({ state: 'failed', stage: 'Cancelled', error: 'Cancelled: the production was deleted' });
      expect(repository.productions.has(production.id)).toBe(false);
    });

    it('leaves a finished job alone', async () => {
      job('completed');
      const production = repository.given({ postId: 1, status: 'ready_for_review', currentJobId: 'job-9' });

      await expect(sut.remove(production.id)).resolves.toMatchObject({ cancelledJobId: null });
      expect(jobQueue.cancel).not.toHaveBeenCalled();
      expect(repository.jobs.get('job-9')?.state).toBe('completed');
    });

    it('answers 404 for an unknown production', async () => {
      await expect(sut.remove(404)).rejects.toThrow(NotFoundException);
    });
  });

  it('joins the transaction JobsService opened for the job row', async () => {
    const joined = jest.spyOn(repository, 'join');
    const production = repository.given({ postId: 1, status: 'approved' });

    await sut.regenerateImage(production.id);

    expect(joined).toHaveBeenCalledWith(repository.manager);
  });
});
