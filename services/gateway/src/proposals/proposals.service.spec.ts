import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { BlogPost, PostProposal, PostRevision, SENTENCE_GONE_MESSAGE } from '@app/contract';
import { PostConflictException } from '../posts/post-conflict';
import { InMemoryPostHistoryRepository } from '../posts/post-history.repository.fake';
import type { EntityManager } from 'typeorm';
import { InMemoryProposalsRepository } from './proposals.repository.fake';
import { ProposalsService } from './proposals.service';

const STARTED = new Date('2026-11-20T10:00:00Z');
const EDITED = new Date('2026-11-20T11:30:00Z');
const CONTENT = 'Intro.\n\n## First\n\nOld one.\n\n## Second\n\nOld two.\n';

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return Object.assign(new BlogPost(), {
    id: 1,
    title: 'A post',
    slug: 'a-post',
    excerpt: 'Old excerpt',
    content: CONTENT,
    category: 'Video Marketing',
    author: 'Hyperframe',
    metaDescription: '',
    featuredImage: null,
    estimatedReadTime: 5,
    keywords: [],
    published: false,
    status: 'draft',
    publishedAt: null,
    createdAt: STARTED,
    updatedAt: STARTED,
    ...overrides,
  });
}

function proposal(overrides: Partial<PostProposal> = {}): PostProposal {
  return Object.assign(new PostProposal(), {
    id: 10,
    postId: 1,
    productionId: 5,
    jobId: 'job-1',
    kind: 'revision',
    state: 'pending',
    baseUpdatedAt: STARTED,
    base: { content: CONTENT, excerpt: 'Old excerpt' },
    changes: { content: 'Intro.\n\n## First\n\nNew one.\n\n## Second\n\nNew two.\n', excerpt: 'New excerpt' },
    section: null,
    feedback: 'Sharper, please',
    sentence: null,
    createdAt: STARTED,
    decidedAt: null,
    ...overrides,
  });
}

describe(ProposalsService.name, () => {
  let repository: InMemoryProposalsRepository;
  let history: InMemoryPostHistoryRepository;
  let sut: ProposalsService;

  beforeEach(() => {
    repository = new InMemoryProposalsRepository();
    history = new InMemoryPostHistoryRepository();
    sut = new ProposalsService(repository, history);
  });

  function given(...rows: Array<BlogPost | PostProposal>): void {
    for (const row of rows) {
      if (row instanceof BlogPost) repository.posts.set(row.id, row);
      else repository.proposals.set(row.id, row);
    }
  }

  describe('accept', () => {
    it('applies the whole proposal with its reason and marks it accepted', async () => {
      given(post(), proposal());

      const result = await sut.accept(10, {});

      expect(result.post.content).toContain('New one.');
      expect(result.post.excerpt).toBe('New excerpt');
      expect(result.proposal.state).toBe('accepted');
      expect(repository.revisions).toEqual([{ postId: 1, reason: 'Accepted AI revision (job job-1; feedback: "Sharper, please")' }]);
    });

    it('refuses a whole accept of a proposal whose post changed since its job started, naming what changed, and changes nothing', async () => {
      given(post({ updatedAt: EDITED, excerpt: 'Hand-edited excerpt' }), proposal());

      const outcome = sut.accept(10, {});

      await expect(outcome).rejects.toThrow(ConflictException);
      await expect(outcome).rejects.toThrow('The post changed since AI started (excerpt edited 2026-11-20 11:30 UTC)');
      expect(repository.proposals.get(10)?.state).toBe('pending');
      expect(repository.revisions).toEqual([]);
    });

    it('says in the 409 who changed the post since the job started (another tab), with the post as stored', async () => {
      given(post({ updatedAt: EDITED, excerpt: 'Hand-edited excerpt' }), proposal());
      history.revisions.push(
        Object.assign(new PostRevision(), { id: 1, postId: 1, reason: 'admin edit', createdAt: EDITED, snapshot: { ...post(), keywords: [] }, actor: { kind: 'admin', session: 'tab-b' } }),
      );

      const error = await sut.accept(10, {}, 'tab-a').catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(PostConflictException);
      expect((error as PostConflictException).getResponse()).toMatchObject({
        conflict: {
          since: STARTED.toISOString(),
          changedFields: ['excerpt'],
          changes: [{ at: EDITED.toISOString(), reason: 'admin edit', fields: ['excerpt'], by: { kind: 'another-tab', label: 'another tab' } }],
          post: { id: 1, excerpt: 'Hand-edited excerpt', updatedAt: EDITED.toISOString() },
        },
      });
    });

    it('records the accepting tab and the proposal it accepted as who made the change', async () => {
      given(post(), proposal());

      await sut.accept(10, {}, 'tab-a');

      expect(repository.actors).toEqual([{ kind: 'admin', session: 'tab-a', proposal: { id: 10, kind: 'revision', jobId: 'job-1' } }]);
    });

    it('accepts a stale proposal when the admin confirms it', async () => {
      given(post({ updatedAt: EDITED, excerpt: 'Hand-edited excerpt' }), proposal());
      await expect(sut.accept(10, {})).rejects.toThrow(ConflictException);

      const result = await sut.accept(10, { confirmStale: true });

      expect(result.proposal.state).toBe('accepted');
    });

    it('takes chosen sections into the current text without the stale check', async () => {
      given(post({ updatedAt: EDITED, content: CONTENT.replace('Old two.', 'Hand-written two.') }), proposal());

      const result = await sut.accept(10, { sections: ['First'] });

      expect(result.post.content).toContain('New one.');
      expect(result.post.content).toContain('Hand-written two.');
      expect(result.post.excerpt).toBe('Old excerpt');
    });

    it('answers 400 for a section the proposal does not have', async () => {
      given(post(), proposal());

      await expect(sut.accept(10, { sections: ['Nowhere'] })).rejects.toThrow(BadRequestException);
      expect(repository.proposals.get(10)?.state).toBe('pending');
    });

    it.each([
      ['accepted', 'This proposal was already accepted'],
      ['rejected', 'This proposal was already rejected'],
      ['superseded', 'This proposal was superseded by a newer one'],
    ] as const)('answers 409 for a proposal already %s', async (state, message) => {
      given(post(), proposal({ state }));

      await expect(sut.accept(10, {})).rejects.toThrow(new ConflictException(message));
    });

    it('answers 404 for an unknown proposal', async () => {
      await expect(sut.accept(99, {})).rejects.toThrow(new NotFoundException('Proposal not found'));
    });
  });

  it('accepts an image proposal without confirmStale once a revision beside it was accepted (it writes only the image)', async () => {
    given(post(), proposal({ id: 10 }), proposal({ id: 11, kind: 'image', changes: { featuredImage: '/media/a.png' }, feedback: null }));

    await sut.accept(10, {});
    expect((await sut.listPending(1))[0]).toMatchObject({ id: 11, stale: true, overwrites: [] });
    const result = await sut.accept(11, {});

    expect(result.post).toMatchObject({ featuredImage: '/media/a.png', excerpt: 'New excerpt' });
  });

  describe('sentence rewrites', () => {
    const sentence = { original: 'Views rose 40% in a week.', replacement: 'Views rose noticeably in a week.' };
    const rewrite = (overrides: Partial<PostProposal> = {}) =>
      proposal({ kind: 'sentence', productionId: null, sentence, changes: { content: 'Intro. Views rose noticeably in a week.\n' }, base: { content: 'Intro. Views rose 40% in a week.\n' }, ...overrides });

    it('splices the rewrite into the post as it is now, even after other edits (never stale)', async () => {
      given(post({ updatedAt: EDITED, content: 'Intro edited by hand. Views rose 40% in a week.\n\n## First\n\nHand.\n' }), rewrite());

      const result = await sut.accept(10, {});

      expect(result.post.content).toBe('Intro edited by hand. Views rose noticeably in a week.\n\n## First\n\nHand.\n');
      expect(repository.revisions.at(-1)?.reason).toBe('Accepted AI sentence rewrite (job job-1; feedback: "Sharper, please")');
    });

    it('shows the pending rewrite against the current text, and refuses it (even confirmed) once the sentence is gone', async () => {
      given(post({ content: 'Views rose 40% in a week. Then more.' }), rewrite());
      const [view] = await sut.listPending(1);
      expect(view).toMatchObject({ kind: 'sentence', stale: false, sentence, changes: { content: 'Views rose noticeably in a week. Then more.' } });

      given(post({ content: 'Views rose a lot.' }));
      expect((await sut.listPending(1))[0]).toMatchObject({ stale: true });
      await expect(sut.accept(10, { confirmStale: true })).rejects.toThrow(new ConflictException(SENTENCE_GONE_MESSAGE));
      expect(repository.revisions).toEqual([]);
    });
  });

  describe('reject', () => {
    it('marks the proposal rejected and leaves the post as it is', async () => {
      given(post(), proposal());

      const result = await sut.reject(10);

      expect(result.proposal.state).toBe('rejected');
      expect(repository.posts.get(1)?.content).toBe(CONTENT);
      expect(repository.revisions).toEqual([]);
    });
  });

  describe('acceptAll', () => {
    const manager = {} as EntityManager;

    it('applies every pending proposal of the production, oldest first', async () => {
      given(post(), proposal({ id: 10, kind: 'article', feedback: null }), proposal({ id: 11, kind: 'image', changes: { featuredImage: '/media/a.png' }, feedback: null }));

      const saved = await sut.acceptAll(manager, await sut.lockPendingOfProduction(manager, 5), post());

      expect(saved.featuredImage).toBe('/media/a.png');
      expect(saved.content).toContain('New one.');
      expect(repository.revisions.map((revision) => revision.reason)).toEqual(['Accepted AI draft (job job-1)', 'Accepted AI image (job job-1)']);
      expect([...repository.proposals.values()].map((row) => row.state)).toEqual(['accepted', 'accepted']);
    });

    it('refuses before applying any when one of them is stale', async () => {
      given(proposal({ id: 10, baseUpdatedAt: EDITED, base: { content: CONTENT, excerpt: 'Hand' } }), proposal({ id: 11, baseUpdatedAt: STARTED }));

      await expect(sut.acceptAll(manager, await sut.lockPendingOfProduction(manager, 5), post({ updatedAt: EDITED, excerpt: 'Hand' }))).rejects.toThrow(ConflictException);
      expect(repository.revisions).toEqual([]);
    });
  });

  describe('listPending and latestPendingOf', () => {
    it('lists a post\'s pending proposals newest first, marking the stale ones', async () => {
      given(post({ updatedAt: EDITED, excerpt: 'Edited by hand' }), proposal({ id: 10, baseUpdatedAt: EDITED, base: { content: CONTENT, excerpt: 'Edited by hand' } }), proposal({ id: 11 }), proposal({ id: 12, state: 'rejected' }));

      const views = await sut.listPending(1);

      expect(views.map((view) => [view.id, view.stale])).toEqual([[11, true], [10, false]]);
    });

    it('answers 404 for an unknown post', async () => {
      await expect(sut.listPending(2)).rejects.toThrow(new NotFoundException('Post not found'));
    });

    it('keeps the latest pending proposal of each production', async () => {
      given(proposal({ id: 10, productionId: 5 }), proposal({ id: 11, productionId: 5 }), proposal({ id: 12, productionId: 6 }), proposal({ id: 13, productionId: 6, state: 'accepted' }));

      const latest = await sut.latestPendingOf([5, 6, 7]);

      expect(Object.fromEntries([...latest].map(([production, row]) => [production, row.id]))).toEqual({ 5: 11, 6: 12 });
    });
  });
});
