import { INestApplicationContext } from '@nestjs/common';
import { AiProduction, BlogPost, PostProposal, PostRevision, ScheduledPublishRepository } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import request, { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { JobBody, startWorker, waitForJob } from './support/ai-worker';
import { createFrontendDist } from './support/frontend-dist';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const SPEC_PLACEHOLDER = 'This post is ready for Claude to write content.';
const TAB_A = 'tab-a';
const TAB_B = 'tab-b';

/** A written draft with two unsupported claims (figures no brand-kit fact backs) and one plain sentence. */
const WRITTEN = [
  '## Why pacing matters',
  '',
  'Short cuts hold viewers. Our edits grew watch time by 37% in a month. Keep every cut honest.',
  '',
  '## Results',
  '',
  '- Channels we edit for gained **12,500 subscribers** in [one quarter](/services).',
  '- A sentence the admin saved by hand.',
  '',
].join('\n');

/**
 * Issue 27 (back end): nothing typed is lost, every AI change is reviewed, and what is approved is what
 * was seen. Real Postgres, Redis and worker (offline writer), through the HTTP API as the studio calls it.
 */
describe('Review before change (issue 27)', () => {
  let sut: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: Agent;
  let frontend: ReturnType<typeof createFrontendDist>;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    frontend = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, AI_START_MAX: '1000000' });
    worker = await startWorker(sut);
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    frontend?.remove();
  });

  /** Jobs started while the worker is stopped wait in Redis: "changed while the job ran" without timing games. */
  async function whileWorkerStopped(work: () => Promise<void>): Promise<void> {
    await worker?.close();
    worker = undefined;
    try {
      await work();
    } finally {
      worker = await startWorker(sut);
    }
  }

  async function completed(jobId: string): Promise<JobBody> {
    const job = await waitForJob(admin, jobId, 30_000);
    expect(job).toMatchObject({ state: 'completed', error: null });
    return job;
  }

  const getPost = async (id: number) => (await admin.get(`/api/admin/blog/posts/${id}`).expect(200)).body;
  const save = (post: { id: number; updatedAt: string }, changes: object, tab = TAB_A) =>
    admin.put(`/api/admin/blog/posts/${post.id}`).set('X-Editor-Session', tab).send({ ...changes, updatedAt: post.updatedAt });
  /** A post's pending proposals as the API answers them (the fields these tests read). */
  type PendingProposal = { id: number; kind: string; stale: boolean; productionId: number | null; changes: { content?: string; featuredImage?: string | null } } & Record<string, unknown>;
  const pendingOf = async (postId: number) => (await admin.get(`/api/admin/blog/posts/${postId}/proposals`).expect(200)).body as PendingProposal[];
  const accept = (proposalId: number, body: object = {}, tab = TAB_A) => admin.post(`/api/admin/blog/proposals/${proposalId}/accept`).set('X-Editor-Session', tab).send(body);
  const reasons = async (postId: number) => (await sut.dataSource.getRepository(PostRevision).find({ where: { postId }, order: { id: 'ASC' } })).map((revision) => revision.reason);

  /** An AI production over a written draft (no job ran: its article is the one the admin wrote). */
  async function productionOver(post: BlogPost): Promise<AiProduction> {
    const productions = sut.dataSource.getRepository(AiProduction);
    return productions.save(productions.create({ postId: post.id, title: post.title, status: 'ready_for_review', finalContent: post.content, feedback: [] }));
  }

  /** A new AI-written draft: the first draft applies itself into the placeholder post. */
  async function producedDraft(title: string) {
    const start = await admin.post('/api/ai/single/production/start').send({ title, category: 'Video Editing', keywords: ['editing'] }).expect(202);
    await completed(start.body.jobId);
    return { productionId: start.body.production.id as number, post: await getPost(start.body.blogPost.id), jobId: start.body.jobId as string };
  }

  describe('one rule for AI output: a proposal, pending until accepted', () => {
    it('a whole-article revision of a draft nobody touched while it ran leaves the sentence the admin saved as it is', async () => {
      const draft = await createPost(sut.dataSource, { title: 'Saved sentence survives', published: false, status: 'ready_for_review', content: WRITTEN });
      const production = await productionOver(draft);
      const before = await getPost(draft.id);

      const revise = await admin.post(`/api/ai/productions/${production.id}/revise`).send({ feedback: 'Add a section about sound design' }).expect(202);
      const job = await completed(revise.body.jobId);

      expect(job.result).toMatchObject({ proposalState: 'pending' });
      expect(await getPost(draft.id)).toEqual(before);
      const [proposal] = await pendingOf(draft.id);
      expect(proposal).toMatchObject({ kind: 'revision', state: 'pending', stale: false, current: { content: WRITTEN } });
      expect(proposal.changes.content).toContain('## Sound Design');
      expect(await reasons(draft.id)).toEqual([]);
    });

    it("the first AI draft still applies itself into a post holding only the placeholder, the spec's older line too", async () => {
      const legacy = await createPost(sut.dataSource, { title: 'Older placeholder draft', published: false, status: 'draft', content: SPEC_PLACEHOLDER });
      const start = await admin.post('/api/ai/single/production/start').send({ postId: legacy.id }).expect(202);
      const job = await completed(start.body.jobId);

      expect(job.result).toMatchObject({ proposalState: 'accepted' });
      const written = await getPost(legacy.id);
      expect(written.content).toMatch(/^## /m);
      expect(await reasons(legacy.id)).toEqual([`Applied AI draft (job ${start.body.jobId})`]);
      const revision = await sut.dataSource.getRepository(PostRevision).findOneByOrFail({ postId: legacy.id });
      expect(revision.actor).toEqual({ kind: 'job', jobId: start.body.jobId, jobKind: 'produce-article' });
    });

    it('a new draft holds the neutral placeholder, which counts as Ready for Writing (as the older line does)', async () => {
      let postId = 0;
      await createPost(sut.dataSource, { title: 'Unwritten under the older line', published: false, status: 'draft', content: SPEC_PLACEHOLDER });
      await whileWorkerStopped(async () => {
        const before = (await admin.get('/api/admin/blog/posts/summaries?pageSize=1').expect(200)).body.counts.readyForWriting;
        postId = (await admin.post('/api/ai/single/production/start').send({ title: 'Neutral placeholder', category: 'Video Editing' }).expect(202)).body.blogPost.id;
        const draft = await getPost(postId);
        expect(draft.content).toBe(DRAFT_PLACEHOLDER_CONTENT);
        expect(draft.content).not.toMatch(/claude/i);
        expect((await admin.get('/api/admin/blog/posts/summaries?pageSize=1').expect(200)).body.counts.readyForWriting).toBe(before + 1);
        const listed = async (q: string) => (await admin.get(`/api/admin/blog/posts/summaries?q=${encodeURIComponent(q)}`).expect(200)).body.items[0];
        expect(await listed('Neutral placeholder')).toMatchObject({ hasPlaceholderContent: true });
        expect(await listed('Unwritten under the older line')).toMatchObject({ hasPlaceholderContent: true });
        const checks = (await admin.get(`/api/admin/blog/posts/${postId}/checks`).expect(200)).body;
        expect(checks.items[0]).toMatchObject({ id: 'content', level: 'blocker', message: 'The article has not been written yet.' });
      });
    });

    it('a refresh of a live post and a new image are proposals; accepting the revision leaves the image acceptable (not stale)', async () => {
      const live = await createPost(sut.dataSource, { title: 'Live and refreshed', content: WRITTEN, featuredImage: 'https://images.example.com/by-hand.jpg' });
      const refresh = await admin.post(`/api/admin/blog/posts/${live.id}/refresh`).send({ notes: 'Prices rose.' }).expect(202);
      const image = await admin.post(`/api/admin/blog/posts/${live.id}/regenerate-image`).expect(202);
      await completed(refresh.body.jobId);
      await completed(image.body.jobId);

      expect(await getPost(live.id)).toMatchObject({ content: WRITTEN, featuredImage: 'https://images.example.com/by-hand.jpg' });
      const pending = await pendingOf(live.id);
      expect(pending.map((proposal) => [proposal.kind, proposal.stale]).sort()).toEqual([
        ['image', false],
        ['revision', false],
      ]);

      const revision = pending.find((proposal) => proposal.kind === 'revision')!;
      const imageProposal = pending.find((proposal) => proposal.kind === 'image')!;
      await accept(revision.id).expect(200);
      // The post moved on (stale), but the revision wrote nothing the image proposal writes: no confirmStale needed.
      expect((await pendingOf(live.id))[0]).toMatchObject({ id: imageProposal.id, stale: true, overwrites: [] });
      const accepted = (await accept(imageProposal.id).expect(200)).body;
      expect(accepted.post).toMatchObject({ content: revision.changes.content, featuredImage: imageProposal.changes.featuredImage });
    });
  });

  describe("'Rewrite this sentence': a byte-exact splice, or nothing and why", () => {
    const rewrite = (postId: number, sentence: string) =>
      admin.post(`/api/admin/blog/posts/${postId}/rewrite-sentence`).send({ sentence, problem: 'Unsupported claim: no brand-kit fact backs this sentence.' });

    it('proposes a rewrite of exactly that sentence: every other byte identical; accepted, the checks no longer flag it', async () => {
      const draft = await createPost(sut.dataSource, { title: 'Sentence rewrite', published: false, status: 'draft', content: WRITTEN });
      const flagged = (await admin.get(`/api/admin/blog/posts/${draft.id}/checks`).expect(200)).body.items.filter((item: { id: string; level: string }) => item.id.startsWith('claim-') && item.level === 'blocker');
      const claim = flagged.find((item: { excerpt: string }) => item.excerpt.includes('37%'));
      expect(claim.excerpt).toBe('Our edits grew watch time by 37% in a month.');

      const started = await rewrite(draft.id, claim.excerpt).expect(202);
      expect(started.body).toEqual({ jobId: expect.any(String), postId: draft.id, sentence: { original: claim.excerpt } });
      const job = await completed(started.body.jobId);

      const replacement = 'Our edits grew watch time noticeably in a month.';
      expect(job.result).toMatchObject({ outcome: 'proposed', message: 'A rewrite of the sentence is waiting for your review.', original: claim.excerpt, replacement, proposalState: 'pending' });
      expect((await getPost(draft.id)).content).toBe(WRITTEN);
      const [proposal] = await pendingOf(draft.id);
      expect(proposal).toMatchObject({ id: job.result!.proposalId, kind: 'sentence', stale: false, sentence: { original: claim.excerpt, replacement } });
      const at = WRITTEN.indexOf(claim.excerpt);
      expect(proposal.changes.content).toBe(`${WRITTEN.slice(0, at)}${replacement}${WRITTEN.slice(at + claim.excerpt.length)}`);

      const accepted = (await accept(proposal.id).expect(200)).body;
      expect(accepted.post.content).toBe(proposal.changes.content);
      const after = (await admin.get(`/api/admin/blog/posts/${draft.id}/checks`).expect(200)).body.items;
      expect(after.some((item: { excerpt?: string }) => item.excerpt?.includes('37%'))).toBe(false);
      expect(await reasons(draft.id)).toEqual([`Accepted AI sentence rewrite (job ${job.id}; feedback: "Unsupported claim: no brand-kit fact backs this sentence.")`]);
    });

    it('rewrites two sentences side by side and a marked-up one found as the reader sees it; each accept splices into the post as it is then', async () => {
      const draft = await createPost(sut.dataSource, { title: 'Two rewrites', published: false, status: 'draft', content: WRITTEN });
      const first = await rewrite(draft.id, 'Our edits grew watch time by 37% in a month.').expect(202);
      // The checks show it without its marks and link: the markdown span is found all the same.
      const second = await rewrite(draft.id, 'Channels we edit for gained 12,500 subscribers in one quarter.').expect(202);
      expect(second.body.sentence.original).toBe('Channels we edit for gained **12,500 subscribers** in [one quarter](/services).');
      await completed(first.body.jobId);
      await completed(second.body.jobId);

      const pending = await pendingOf(draft.id);
      expect(pending).toHaveLength(2);
      for (const proposal of pending) await accept(proposal.id).expect(200);

      const content = (await getPost(draft.id)).content as string;
      expect(content).toBe(
        WRITTEN.replace('by 37% in a month', 'noticeably in a month').replace('**12,500 subscribers** in [one quarter](/services)', '**thousands of subscribers** in [one quarter](/services)'),
      );
    });

    it('proposes nothing, and says why, for a sentence with nothing to soften or one edited while the rewrite ran', async () => {
      const draft = await createPost(sut.dataSource, { title: 'Nothing to propose', published: false, status: 'draft', content: WRITTEN });
      const plain = await completed((await rewrite(draft.id, 'Keep every cut honest.').expect(202)).body.jobId);
      expect(plain.result).toMatchObject({ outcome: 'unchanged', proposalId: null, message: expect.stringMatching(/^The writer found nothing to change in this sentence/) });

      let jobId = '';
      await whileWorkerStopped(async () => {
        jobId = (await rewrite(draft.id, 'Our edits grew watch time by 37% in a month.').expect(202)).body.jobId;
        const loaded = await getPost(draft.id);
        await save(loaded, { content: WRITTEN.replace('by 37% in a month', 'by 37% in one month') }).expect(200);
      });
      const edited = await completed(jobId);
      expect(edited.result).toMatchObject({ outcome: 'sentence-changed', proposalId: null, message: expect.stringMatching(/^The sentence was edited while the rewrite ran/) });
      expect(await pendingOf(draft.id)).toEqual([]);
    });

    it('refuses at once a sentence the saved article does not hold, or holds twice; validates the body', async () => {
      const draft = await createPost(sut.dataSource, { title: 'Refused rewrites', published: false, status: 'draft', content: `${WRITTEN}\nKeep every cut honest.\n` });

      const missing = await rewrite(draft.id, 'A sentence typed but never saved.').expect(409);
      expect(missing.body).toEqual({ statusCode: 409, message: expect.stringMatching(/^This sentence is not in the saved article/) });
      const twice = await rewrite(draft.id, 'Keep every cut honest.').expect(409);
      expect(twice.body).toEqual({ statusCode: 409, message: 'This sentence appears 2 times in the article, so a rewrite could replace the wrong one. Edit it by hand.' });
      for (const body of [{}, { sentence: '   ' }, { sentence: 3 }, { sentence: 'x'.repeat(2001) }, { sentence: 'Keep every cut honest.', problem: 'x'.repeat(301) }, { sentence: 'a', other: 1 }]) {
        const response = await admin.post(`/api/admin/blog/posts/${draft.id}/rewrite-sentence`).send(body).expect(400);
        expect(response.body).toEqual({ statusCode: 400, message: expect.any(String) });
      }
      await admin.post('/api/admin/blog/posts/999999/rewrite-sentence').send({ sentence: 'A.' }).expect(404);
      expect(await sut.dataSource.getRepository(PostProposal).countBy({ postId: draft.id })).toBe(0);
    });
  });

  describe('the editor shows the stored truth; a 409 names what changed and who', () => {
    it('every write answers the post as stored: saving again with its updatedAt never conflicts', async () => {
      const { productionId, post } = await producedDraft('Adopt what is stored');
      const image = await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202);
      await completed(image.body.jobId);
      const [proposal] = await pendingOf(post.id);

      const accepted = (await accept(proposal.id).expect(200)).body.post;
      const saved = (await save(accepted, { title: 'Saved after the accept' }).expect(200)).body;
      const approved = (await admin.post(`/api/ai/productions/${productionId}/approve`).set('X-Editor-Session', TAB_A).expect(200)).body.post;
      expect(Date.parse(approved.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
      const unpublished = (await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: false }).expect(200)).body;
      await save(unpublished, { excerpt: 'Saved after unpublishing' }).expect(200);
    });

    it('a stale save says which fields changed, by another tab, when, with the post as stored; the same tab is "this tab"', async () => {
      const post = await createPost(sut.dataSource, { title: 'Two tabs', published: false, status: 'draft', content: WRITTEN });
      const loaded = await getPost(post.id);
      const { coverJobId: _coverJobId, ...fromB } = (await save(loaded, { excerpt: 'Typed in tab B', title: 'Retitled in tab B' }, TAB_B).expect(200)).body;

      const refused = await save(loaded, { content: `${WRITTEN}\nTyped in tab A.\n` }, TAB_A).expect(409);

      expect(refused.body).toEqual({
        statusCode: 409,
        message: expect.stringMatching(/^This post was changed since you loaded it \(title, excerpt changed by another tab, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\)\. Review the changes, then save again\.$/),
        conflict: {
          since: loaded.updatedAt,
          post: fromB,
          changedFields: ['title', 'excerpt'],
          changes: [{ at: fromB.updatedAt, reason: 'admin edit', fields: ['title', 'excerpt'], by: { kind: 'another-tab', label: 'another tab', jobId: null, jobKind: null, proposalId: null } }],
        },
      });
      expect((await getPost(post.id)).content).toBe(WRITTEN);
      const own = await save(loaded, { content: 'x' }, TAB_B).expect(409);
      expect(own.body.conflict.changes[0].by).toMatchObject({ kind: 'this-tab', label: 'this tab' });
    });

    it('names an AI job that applied its draft, an accept made in another tab, and a scheduled publish', async () => {
      let start!: request.Response;
      let loaded!: { id: number; updatedAt: string };
      await whileWorkerStopped(async () => {
        start = await admin.post('/api/ai/single/production/start').send({ title: 'Who changed it', category: 'Video Editing' }).expect(202);
        loaded = await getPost(start.body.blogPost.id);
      });
      await completed(start.body.jobId);
      const byJob = await save(loaded, { title: 'Mine' }).expect(409);
      expect(byJob.body.conflict).toMatchObject({
        changedFields: expect.arrayContaining(['content', 'excerpt', 'featuredImage']),
        changes: [{ reason: `Applied AI draft (job ${start.body.jobId})`, by: { kind: 'ai-job', jobId: start.body.jobId, jobKind: 'produce-article' } }],
      });

      const current = await getPost(loaded.id);
      const image = await admin.post(`/api/admin/blog/posts/${loaded.id}/regenerate-image`).expect(202);
      await completed(image.body.jobId);
      const [proposal] = await pendingOf(loaded.id);
      await accept(proposal.id, {}, TAB_B).expect(200);
      const byAccept = await save(current, { title: 'Mine' }, TAB_A).expect(409);
      expect(byAccept.body.conflict.changes).toEqual([
        expect.objectContaining({
          fields: ['featuredImage'],
          by: expect.objectContaining({ kind: 'another-tab', label: `another tab (accepted an AI image proposal, job ${image.body.jobId.slice(0, 8)})`, proposalId: proposal.id, jobId: image.body.jobId }),
        }),
      ]);

      const beforeGoLive = await getPost(loaded.id);
      await sut.dataSource.query(`UPDATE blog_posts SET publish_at = now() - interval '1 minute' WHERE id = $1`, [loaded.id]);
      const afterSchedule = await getPost(loaded.id);
      expect(await new ScheduledPublishRepository(sut.dataSource.manager).publishIfDue(loaded.id)).not.toBeNull();
      const bySchedule = await save(afterSchedule, { title: 'Mine' }).expect(409);
      expect(bySchedule.body.conflict).toMatchObject({ changedFields: ['published'], changes: [{ reason: 'scheduled publish', by: { kind: 'schedule', label: 'a scheduled publish' } }] });
      expect(beforeGoLive.published).toBe(false);
    });

    it('refuses a malformed X-Editor-Session', async () => {
      const post = await createPost(sut.dataSource, { published: false, status: 'draft' });
      for (const tab of ['', 'has space', 'x'.repeat(65), 'ünïcode']) {
        const response = await admin.put(`/api/admin/blog/posts/${post.id}`).set('X-Editor-Session', tab).send({ title: 'x' }).expect(400);
        expect(response.body).toEqual({ statusCode: 400, message: 'X-Editor-Session must be 1 to 64 letters, digits, - or _' });
      }
    });
  });

  describe('what is approved is what was seen', () => {
    it('the preview is the post as stored (its title, cover, alt text and hand edits) with the pending revision applied; approving its version publishes exactly that', async () => {
      const { productionId, post } = await producedDraft('Previewed then approved');
      const edited = (await save(post, { title: 'The real title', featuredImageAlt: 'Alt written by hand' }).expect(200)).body;
      // The rename proposes a new cover (the writing room's rule): a pending proposal Approve does not take.
      expect(edited.coverJobId).toEqual(expect.any(String));
      await completed(edited.coverJobId);
      const revise = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Add a section about captions' }).expect(202);
      await completed(revise.body.jobId);

      const preview = (await admin.get(`/api/ai/productions/${productionId}/preview`).expect(200)).body;
      const production = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(preview).toMatchObject({
        productionId,
        status: 'ready_for_review',
        version: `${edited.updatedAt}~${production.proposal.id}`,
        post: { title: 'The real title', featuredImage: post.featuredImage, featuredImageAlt: 'Alt written by hand', content: production.proposal.changes.content, updatedAt: edited.updatedAt },
        proposals: [{ id: production.proposal.id, kind: 'revision', stale: false }],
        needsConfirmStale: false,
        otherPendingProposals: 1,
      });
      expect(preview.post.content).toContain('## Captions');

      await admin.post(`/api/ai/productions/${productionId}/approve`).send({ version: preview.version }).expect(200);
      const live = (await http().get(`/api/blog/posts/${post.slug}`).expect(200)).body;
      for (const field of ['title', 'content', 'excerpt', 'featuredImage', 'featuredImageAlt', 'metaDescription', 'keywords']) expect(live[field]).toEqual(preview.post[field]);
    });

    it('an edit after the preview: Approve and Schedule with its version answer 409 naming the change, with the new preview; nothing goes live', async () => {
      const { productionId, post } = await producedDraft('Edited after the preview');
      const preview = (await admin.get(`/api/ai/productions/${productionId}/preview`).expect(200)).body;
      expect(preview).toMatchObject({ version: `${post.updatedAt}~none`, proposals: [], post: { content: post.content } });
      const edited = (await save(post, { content: `${post.content}\nA line added in another tab.\n` }, TAB_B).expect(200)).body;

      const refused = await admin.post(`/api/ai/productions/${productionId}/approve`).set('X-Editor-Session', TAB_A).send({ version: preview.version }).expect(409);
      expect(refused.body).toMatchObject({
        statusCode: 409,
        message: expect.stringMatching(/^What you previewed is out of date: the post changed \(content changed by another tab, .+\)\. Look at the preview again, then approve\.$/),
        conflict: { since: post.updatedAt, changedFields: ['content'], post: { content: edited.content }, preview: { version: `${edited.updatedAt}~none`, post: { content: edited.content } } },
      });
      const publishAt = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
      await admin.post(`/api/ai/productions/${productionId}/approve`).send({ version: preview.version, publishAt }).expect(409);
      expect(await getPost(post.id)).toMatchObject({ published: false, publishAt: null });

      const scheduled = await admin.post(`/api/ai/productions/${productionId}/approve`).send({ version: refused.body.conflict.preview.version, publishAt }).expect(200);
      expect(scheduled.body).toMatchObject({ status: 'scheduled', post: { content: edited.content, publishAt } });
    });

    it('a new proposal after the preview is a 409 too; the spec\'s body-less Approve keeps working; a bad version is a 400', async () => {
      const { productionId, post } = await producedDraft('Proposal after the preview');
      const preview = (await admin.get(`/api/ai/productions/${productionId}/preview`).expect(200)).body;
      const image = await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202);
      await completed(image.body.jobId);

      const refused = await admin.post(`/api/ai/productions/${productionId}/approve`).send({ version: preview.version }).expect(409);
      expect(refused.body.message).toMatch(/its AI proposals changed/);
      expect(refused.body.conflict.preview.proposals).toEqual([expect.objectContaining({ kind: 'image' })]);
      for (const version of ['yesterday', `${post.updatedAt}`, `${post.updatedAt}~1,2`, 12]) {
        const bad = await admin.post(`/api/ai/productions/${productionId}/approve`).send({ version }).expect(400);
        expect(bad.body).toEqual({ statusCode: 400, message: 'version must be the version GET /api/ai/productions/:id/preview answered' });
      }

      const approved = await admin.post(`/api/ai/productions/${productionId}/approve`).expect(200);
      expect(approved.body.post.featuredImage).toBe(refused.body.conflict.preview.post.featuredImage);
      await admin.get('/api/ai/productions/999999/preview').expect(404);
    });
  });

  describe("a production's status follows its post; the studio learns cheaply that something changed", () => {
    const counts = async () => (await admin.get('/api/ai/productions/summaries?pageSize=1').expect(200)).body.counts;

    it('published once live (and not awaiting review), superseded by a newer production or once its post is deleted; undoing the delete brings it all back', async () => {
      const { productionId, post } = await producedDraft('Status follows the post');
      const awaiting = (await counts()).ready_for_review;
      await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200);

      expect((await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body.status).toBe('published');
      expect(await counts()).toMatchObject({ ready_for_review: awaiting - 1 });
      const card = (await admin.get(`/api/admin/blog/posts/summaries?q=${encodeURIComponent('Status follows the post')}`).expect(200)).body.items[0];
      expect(card.production).toMatchObject({ id: productionId, status: 'published' });

      await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: false }).expect(200);
      const image = await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202);
      await completed(image.body.jobId);
      const deleted = (await admin.delete(`/api/admin/blog/posts/${post.id}`).set('X-Editor-Session', TAB_A).expect(200)).body;
      const gone = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(gone).toMatchObject({ status: 'superseded', blogPost: null });
      const refused = await admin.post(`/api/ai/productions/${productionId}/approve`).expect(409);
      expect(refused.body.message).toMatch(/^This production was superseded/);

      const beforeDelete = (await sut.dataSource.getRepository(PostRevision).findOneByOrFail({ id: deleted.revisionId })).snapshot;
      const restored = (await admin.post(`/api/admin/blog/posts/${post.id}/revisions/${deleted.revisionId}/restore`).expect(200)).body;
      expect(restored).toMatchObject({ id: post.id, slug: post.slug, published: false, content: beforeDelete.content, createdAt: post.createdAt });
      expect((await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body).toMatchObject({ status: 'ready_for_review', hasProposal: true });
      expect(await pendingOf(post.id)).toEqual([expect.objectContaining({ kind: 'image', productionId })]);

      const newer = await admin.post('/api/ai/single/production/start').send({ postId: post.id }).expect(202);
      await completed(newer.body.jobId);
      expect((await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body.status).toBe('superseded');
      await admin.post(`/api/ai/productions/${productionId}/approve`).expect(409);
      const superseded = (await admin.get('/api/ai/productions/summaries?status=superseded&pageSize=50').expect(200)).body.items;
      expect(superseded.map((item: { id: number }) => item.id)).toContain(productionId);
    });

    it('undoing an Unpublish (publish again) keeps the first publishedAt', async () => {
      const live = await createPost(sut.dataSource, { title: 'Unpublished by mistake', publishedAt: new Date('2025-03-04T05:06:07.000Z') });
      await admin.patch(`/api/admin/blog/posts/${live.id}`).send({ published: false }).expect(200);
      await http().get(`/api/blog/posts/${live.slug}`).expect(404);

      const back = (await admin.patch(`/api/admin/blog/posts/${live.id}`).send({ published: true }).expect(200)).body;

      expect(back).toMatchObject({ published: true, status: 'published', publishedAt: '2025-03-04T05:06:07.000Z' });
      await http().get(`/api/blog/posts/${live.slug}`).expect(200);
    });

    it('GET /api/admin/changes: a version that moves when another tab writes, 304 while nothing does', async () => {
      const first = await admin.get('/api/admin/changes').expect(200);
      expect(first.body).toEqual({ version: expect.stringMatching(/^[0-9a-f]{20}$/), posts: expect.any(String), productions: expect.any(String), proposals: expect.any(String), jobs: expect.any(String) });
      expect(first.headers.etag).toBe(`"${first.body.version}"`);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      await admin.get('/api/admin/changes').set('If-None-Match', first.headers.etag).expect(304);

      const other = await loginAgent(sut);
      const created = (await other.post('/api/admin/blog/posts').send({ title: 'Made in another tab', category: 'Video Editing' }).expect(201)).body;
      const second = (await admin.get('/api/admin/changes').set('If-None-Match', first.headers.etag).expect(200)).body;
      expect(second.version).not.toBe(first.body.version);
      expect(second.posts).not.toBe(first.body.posts);
      expect(second.productions).toBe(first.body.productions);

      await other.delete(`/api/admin/blog/posts/${created.id}`).expect(200);
      expect((await admin.get('/api/admin/changes').expect(200)).body.posts).not.toBe(second.posts);
      await http().get('/api/admin/changes').expect(401);
    });
  });
});
