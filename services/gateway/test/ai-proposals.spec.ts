import { INestApplicationContext } from '@nestjs/common';
import { PostRevision } from '@app/contract';
import request, { Agent } from 'supertest';
import { JobBody, startWorker, waitForJob } from './support/ai-worker';
import { createFrontendDist } from './support/frontend-dist';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/** `##` sections of a markdown text, by heading; `''` holds the text before the first heading. Test-side, deliberately naive. */
function sectionsOf(markdown: string): Map<string, string> {
  const parts = markdown.split(/^(?=## )/m);
  const sections = new Map<string, string>();
  for (const part of parts) {
    const heading = part.startsWith('## ') ? part.slice(3, part.indexOf('\n') === -1 ? undefined : part.indexOf('\n')).trim() : '';
    sections.set(heading, part);
  }
  return sections;
}

const HAND_IMAGE = 'https://images.example.com/chosen-by-hand.jpg';

/**
 * Issue 13: AI output is a proposal against the version of the post it started from. What people write
 * is never overwritten; nothing AI-made reaches a published post without an explicit accept.
 */
describe('AI output as reviewable proposals (gateway + real worker)', () => {
  let sut: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: Agent;
  let frontend: ReturnType<typeof createFrontendDist>;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    frontend = createFrontendDist();
    // Many AI starts from one session: lift the per-session limit (its own suite tests it).
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, AI_START_MAX: '1000000', AI_START_GLOBAL_MAX: '1000000', AI_MAX_OPEN_JOBS: '100000' });
    worker = await startWorker(sut);
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
    frontend?.remove();
  });

  /** Jobs queued while the worker is stopped wait in Redis: "queued earlier" and "while it runs" without timing games. */
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

  /** A new AI-written draft (the first job applies itself: an untouched draft). */
  async function producedDraft(title: string) {
    const start = await admin.post('/api/ai/single/production/start').send({ title, category: 'Video Editing', keywords: ['editing'] }).expect(202);
    await completed(start.body.jobId);
    const post = (await admin.get(`/api/admin/blog/posts/${start.body.blogPost.id}`).expect(200)).body;
    return { productionId: start.body.production.id as number, post, jobId: start.body.jobId as string };
  }

  const getPost = async (id: number) => (await admin.get(`/api/admin/blog/posts/${id}`).expect(200)).body;
  const editPost = async (post: { id: number; updatedAt: string }, changes: object) =>
    (await admin.put(`/api/admin/blog/posts/${post.id}`).send({ ...changes, updatedAt: post.updatedAt }).expect(200)).body;
  const reasons = async (postId: number) =>
    (await sut.dataSource.getRepository(PostRevision).find({ where: { postId }, order: { id: 'ASC' } })).map((revision) => revision.reason);

  describe('regressions: what people write survives AI jobs', () => {
    it('a hand edit made while a revision runs survives it (the revision waits as a pending proposal)', async () => {
      const { productionId, post } = await producedDraft('Hand edits survive revisions');
      const handContent = `${post.content}\nA paragraph the admin wrote while AI was revising.\n`;
      let jobId = '';
      await whileWorkerStopped(async () => {
        jobId = (await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Add a section about sound design' }).expect(202)).body.jobId;
        await editPost(await getPost(post.id), { content: handContent });
      });
      await completed(jobId);

      expect((await getPost(post.id)).content).toBe(handContent);
      const production = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(production.stale).toBe(true);
      expect(production.proposal).toMatchObject({ kind: 'revision', state: 'pending', stale: true, jobId, feedback: 'Add a section about sound design' });
      expect(production.proposal.changedSinceBase).toEqual(['content']);
      expect(production.proposal.current.content).toBe(handContent);
      expect(production.proposal.base.content).toBe(post.content);
      expect(production.proposal.changes.content).toContain('## Sound Design');
    });

    it('Request Changes revises the post as it is now, not the production\'s old text (a proposal until accepted)', async () => {
      const { productionId, post } = await producedDraft('Revise the current post');
      const handContent = `${post.content}\nA closing line the admin added by hand.\n`;
      const edited = await editPost(post, { content: handContent });

      const revise = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Add a section about colour grading' }).expect(202);
      await completed(revise.body.jobId);

      // Issue 27: the draft was untouched while the job ran, yet the revision waits: the saved text stays.
      expect(await getPost(post.id)).toMatchObject({ content: handContent, updatedAt: edited.updatedAt });
      const { proposal } = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(proposal).toMatchObject({ kind: 'revision', state: 'pending', stale: false });
      const accepted = (await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(200)).body;
      expect(accepted.post.content).toContain('A closing line the admin added by hand.');
      expect(accepted.post.content).toContain('## Colour Grading');
    });

    it('a hand fix made after the AI draft survives Approve & Publish', async () => {
      const { productionId, post } = await producedDraft('Hand fixes survive approval');
      const fixed = await editPost(post, { content: post.content.replace(/^(.+)$/m, '$1 (checked by hand)') });
      expect(fixed.content).not.toBe(post.content);

      await admin.post(`/api/ai/productions/${productionId}/approve`).expect(200);

      const live = (await http().get(`/api/blog/posts/${post.slug}`).expect(200)).body;
      expect(live.content).toBe(fixed.content);
    });

    it('a draft touched while AI wrote it: approve answers 409 saying what changed, then publishes the AI text once confirmed', async () => {
      let start!: request.Response;
      await whileWorkerStopped(async () => {
        start = await admin.post('/api/ai/single/production/start').send({ title: 'Touched while writing', category: 'Video Editing' }).expect(202);
        await editPost(await getPost(start.body.blogPost.id), { excerpt: 'An excerpt typed by hand' });
      });
      await completed(start.body.jobId);
      const productionId = start.body.production.id;
      const draft = await getPost(start.body.blogPost.id);
      expect(draft.excerpt).toBe('An excerpt typed by hand');

      const refused = await admin.post(`/api/ai/productions/${productionId}/approve`).expect(409);
      expect(refused.body).toEqual({
        statusCode: 409,
        message: expect.stringMatching(/^The post changed since AI started \(excerpt edited \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\)\. Review the changes, or confirm to replace them\.$/),
        conflict: expect.objectContaining({ changedFields: ['excerpt'], post: expect.objectContaining({ excerpt: 'An excerpt typed by hand' }) }),
      });
      expect((await getPost(draft.id)).published).toBe(false);

      const approved = await admin.post(`/api/ai/productions/${productionId}/approve`).send({ confirmStale: true }).expect(200);
      // Its status follows the post now (issue 27): live.
      expect(approved.body).toMatchObject({ status: 'published', proposal: null, stale: false, blogPost: { published: true }, post: { published: true } });
      const live = (await http().get(`/api/blog/posts/${draft.slug}`).expect(200)).body;
      expect(live.content).toMatch(/^## /m);
      expect(live.excerpt).not.toBe('An excerpt typed by hand');
      expect(await reasons(draft.id)).toEqual(['admin edit', expect.stringMatching(/^Accepted AI draft \(job [0-9a-f-]{36}\)$/), 'publish']);
    });

    it('a revision of a published post leaves the public article byte-identical until accepted', async () => {
      const { productionId, post } = await producedDraft('Live article under revision');
      await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200);
      const apiBefore = await http().get(`/api/blog/posts/${post.slug}`).expect(200);
      const pageBefore = await http().get(`/blog/${post.slug}`).expect(200);

      const revise = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Add a section about export settings' }).expect(202);
      await completed(revise.body.jobId);

      const apiAfter = await http().get(`/api/blog/posts/${post.slug}`).expect(200);
      const pageAfter = await http().get(`/blog/${post.slug}`).expect(200);
      expect(apiAfter.text).toBe(apiBefore.text);
      expect(pageAfter.text).toBe(pageBefore.text);

      const production = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(production.proposal).toMatchObject({ kind: 'revision', state: 'pending', stale: false, changedSinceBase: [] });
      const accepted = await admin.post(`/api/admin/blog/proposals/${production.proposal.id}/accept`).send({}).expect(200);
      expect(accepted.body.proposal).toMatchObject({ id: production.proposal.id, state: 'accepted', decidedAt: expect.any(String) });

      // The public caches follow the accept at once, as they follow an edit.
      const live = (await http().get(`/api/blog/posts/${post.slug}`).expect(200)).body;
      expect(live.content).toBe(production.proposal.changes.content);
      expect((await http().get(`/blog/${post.slug}`).expect(200)).text).toContain('Export Settings');
    });

    it('a hand-set image survives an image job queued earlier (production and post image jobs)', async () => {
      const { productionId, post } = await producedDraft('Hand-picked cover');
      const jobs: string[] = [];
      await whileWorkerStopped(async () => {
        jobs.push((await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202)).body.jobId);
        jobs.push((await admin.post(`/api/admin/blog/posts/${post.id}/regenerate-image`).expect(202)).body.jobId);
        await editPost(await getPost(post.id), { featuredImage: HAND_IMAGE });
      });
      for (const jobId of jobs) await completed(jobId);

      expect((await getPost(post.id)).featuredImage).toBe(HAND_IMAGE);
      const proposals = (await admin.get(`/api/admin/blog/posts/${post.id}/proposals`).expect(200)).body;
      // The image proposal that came last supersedes the other: one pending image per post.
      expect(proposals).toEqual([expect.objectContaining({ kind: 'image', state: 'pending', stale: true, changedSinceBase: ['featuredImage'] })]);
      expect(jobs).toContain(proposals[0].jobId);
      expect(proposals[0].current.featuredImage).toBe(HAND_IMAGE);
      expect(proposals[0].changes.featuredImage).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    });

    it("an image carries its alt text: applied with it to an untouched draft; beside a hand-written alt it waits, and accepting sets both", async () => {
      const alt = 'Featured image for "Covers describe themselves": a Video Editing title card with the Hyperframe mark';
      const { productionId, post } = await producedDraft('Covers describe themselves');
      // The article's cover stage wrote the alt with the first cover.
      expect(post).toMatchObject({ featuredImage: expect.stringMatching(/^\/media\//), featuredImageAlt: alt });
      let jobId = '';
      await whileWorkerStopped(async () => {
        jobId = (await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202)).body.jobId;
        await editPost(await getPost(post.id), { featuredImageAlt: 'Written by hand' });
      });
      expect((await completed(jobId)).result).toMatchObject({ featuredImageAlt: alt });

      expect(await getPost(post.id)).toMatchObject({ featuredImage: post.featuredImage, featuredImageAlt: 'Written by hand' });
      const [proposal] = (await admin.get(`/api/admin/blog/posts/${post.id}/proposals`).expect(200)).body;
      expect(proposal).toMatchObject({
        kind: 'image',
        state: 'pending',
        stale: true,
        changedSinceBase: ['featuredImageAlt'],
        current: { featuredImage: post.featuredImage, featuredImageAlt: 'Written by hand' },
        changes: { featuredImage: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/), featuredImageAlt: alt },
      });
      await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(409);

      const accepted = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ confirmStale: true }).expect(200);

      expect(accepted.body.post).toMatchObject({ featuredImage: proposal.changes.featuredImage, featuredImageAlt: alt });
      const revisions = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;
      expect(revisions[0].snapshot).toMatchObject({ featuredImageAlt: 'Written by hand' });
    });

    it('a section request rewrites only that section: every other byte is identical', async () => {
      const { productionId, post } = await producedDraft('One section at a time');
      const before = sectionsOf(post.content);
      const headings = [...before.keys()].filter(Boolean);
      const target = headings[1];

      const revise = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Make this part more casual and add examples', section: target }).expect(202);
      await completed(revise.body.jobId);

      expect((await getPost(post.id)).content).toBe(post.content);
      const { proposal } = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(proposal).toMatchObject({ kind: 'revision', section: target, state: 'pending' });
      const after = (await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(200)).body.post;
      const sections = sectionsOf(after.content);
      expect([...sections.keys()]).toEqual([...before.keys()]);
      for (const [heading, text] of before) {
        if (heading === target) expect(sections.get(heading)).not.toBe(text);
        else expect(sections.get(heading)).toBe(text);
      }
      expect(after.excerpt).toBe(post.excerpt);
      expect(after.metaDescription).toBe(post.metaDescription);
      const production = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(production.feedback.at(-1)).toMatchObject({ feedback: 'Make this part more casual and add examples', section: target });
    });
  });

  describe('the proposal API', () => {
    /** A published AI post with a pending whole-article revision. */
    async function pendingRevision(title: string, feedback = 'Make it more casual and add a section about lighting') {
      const { productionId, post } = await producedDraft(title);
      const published = (await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200)).body;
      const revise = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback }).expect(202);
      await completed(revise.body.jobId);
      const production = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      return { productionId, post: published, proposal: production.proposal, jobId: revise.body.jobId as string };
    }

    it('GET production and the productions list say whether a proposal waits', async () => {
      const { productionId, proposal, post } = await pendingRevision('Listed with a proposal');
      expect(proposal).toMatchObject({
        id: expect.any(Number),
        postId: post.id,
        productionId,
        kind: 'revision',
        state: 'pending',
        section: null,
        baseUpdatedAt: post.updatedAt,
        createdAt: expect.any(String),
        decidedAt: null,
        stale: false,
        changedSinceBase: [],
      });
      expect(Object.keys(proposal.changes).sort()).toEqual(['content', 'estimatedReadTime', 'excerpt', 'keywords', 'metaDescription']);
      expect(Object.keys(proposal.current).sort()).toEqual(Object.keys(proposal.changes).sort());
      expect(proposal.current.content).toBe(post.content);
      const listed = (await admin.get('/api/ai/productions').expect(200)).body.find((item: { id: number }) => item.id === productionId);
      expect(listed).toMatchObject({ hasProposal: true, stale: false });
      expect(listed.proposal).toBeUndefined();
    });

    it('accepts chosen sections: the rest of the current post stays byte-identical, a new section is appended', async () => {
      const { post, proposal, jobId } = await pendingRevision('Take some sections');
      const current = sectionsOf(post.content);
      const proposed = sectionsOf(proposal.changes.content);
      const changedExisting = [...current.keys()].find((heading) => heading && proposed.has(heading) && proposed.get(heading) !== current.get(heading))!;
      expect(changedExisting).toBeDefined();
      expect(current.has('Lighting')).toBe(false);

      const response = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ sections: [changedExisting, 'Lighting'] }).expect(200);

      const content = response.body.post.content as string;
      const after = sectionsOf(content);
      expect([...after.keys()]).toEqual([...current.keys(), 'Lighting']);
      for (const [heading, text] of current) {
        if (heading === changedExisting) expect(after.get(heading)!.trimEnd()).toBe(proposed.get(heading)!.trimEnd());
        else if (heading !== [...current.keys()].at(-1)) expect(after.get(heading)).toBe(text);
      }
      expect(after.get('Lighting')!.trimEnd()).toBe(proposed.get('Lighting')!.trimEnd());
      // Fields other than content come only when listed.
      expect(response.body.post.excerpt).toBe(post.excerpt);
      expect(response.body.post.published).toBe(true);
      expect((await reasons(post.id)).at(-1)).toBe(`Accepted AI revision (job ${jobId}; feedback: "Make it more casual and add a section about lighting")`);
      expect((await http().get(`/api/blog/posts/${post.slug}`).expect(200)).body.content).toBe(content);
    });

    it('accepts the whole proposal, or only the listed fields, and refuses a second decision', async () => {
      const { post, proposal } = await pendingRevision('Take it all');
      const response = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ fields: ['metaDescription'] }).expect(200);
      expect(response.body.post).toMatchObject({ id: post.id, content: proposal.changes.content, metaDescription: proposal.changes.metaDescription, excerpt: post.excerpt });
      expect(response.body.proposal).toMatchObject({ state: 'accepted' });

      const again = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(409);
      expect(again.body).toEqual({ statusCode: 409, message: 'This proposal was already accepted' });
      await admin.post(`/api/admin/blog/proposals/${proposal.id}/reject`).expect(409);
    });

    it('rejects (drops) a proposal: the post stays as it is', async () => {
      const { post, proposal } = await pendingRevision('Drop it');
      const response = await admin.post(`/api/admin/blog/proposals/${proposal.id}/reject`).expect(200);
      expect(response.body).toEqual({ proposal: expect.objectContaining({ id: proposal.id, state: 'rejected', decidedAt: expect.any(String) }) });
      expect((await getPost(post.id)).content).toBe(post.content);
      expect((await admin.get(`/api/admin/blog/posts/${post.id}/proposals`).expect(200)).body).toEqual([]);
    });

    it('a stale accept is a 409 that says what changed; confirmStale takes the proposal, and the hand edit stays in the history', async () => {
      const { post, proposal, jobId } = await pendingRevision('Stale accept', 'Add a section about pacing');
      const handContent = `${post.content}\nEdited by hand after the revision.\n`;
      await editPost(post, { content: handContent, metaDescription: 'Hand meta' });

      const listed = (await admin.get(`/api/admin/blog/posts/${post.id}/proposals`).expect(200)).body;
      expect(listed[0]).toMatchObject({ id: proposal.id, stale: true, changedSinceBase: ['content', 'metaDescription'] });
      const refused = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(409);
      expect(refused.body.message).toMatch(/^The post changed since AI started \(content, metaDescription edited \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\)\. Review the changes, or confirm to replace them\.$/);
      expect((await getPost(post.id)).content).toBe(handContent);

      // Choosing sections is never stale: the admin picked each part.
      const sectionWise = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ sections: ['Pacing'] }).expect(200);
      expect(sectionWise.body.post.content.startsWith(handContent.trimEnd())).toBe(true);
      expect(sectionWise.body.post.content).toContain('## Pacing');

      const revisions = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body as Array<{ reason: string; snapshot: { content: string } }>;
      expect(revisions[0]).toMatchObject({ reason: `Accepted AI revision (job ${jobId}; feedback: "Add a section about pacing")`, snapshot: { content: handContent } });
    });

    it('confirmStale replaces a hand edit with the whole proposal, keeping the edit as a revision', async () => {
      const { post, proposal } = await pendingRevision('Confirm stale', 'Add a section about colour');
      const edited = await editPost(post, { excerpt: 'Hand excerpt' });
      await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ confirmStale: false }).expect(409);

      const response = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ confirmStale: true }).expect(200);

      expect(response.body.post).toMatchObject({ content: proposal.changes.content, excerpt: proposal.changes.excerpt });
      const revisions = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;
      expect(revisions[0].snapshot).toMatchObject({ excerpt: 'Hand excerpt', content: edited.content });
    });

    it('records every AI change with its reason: the first draft applied itself, the revision and the image were accepted', async () => {
      const { productionId, post, jobId } = await producedDraft('Reasons everywhere');
      const revise = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Add a section about b-roll' }).expect(202);
      await completed(revise.body.jobId);
      const image = await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202);
      await completed(image.body.jobId);
      expect(await getPost(post.id)).toMatchObject({ content: post.content, featuredImage: post.featuredImage, updatedAt: post.updatedAt });

      const pending = (await admin.get(`/api/admin/blog/posts/${post.id}/proposals`).expect(200)).body as Array<{ id: number; kind: string }>;
      expect(pending.map((proposal) => proposal.kind)).toEqual(['image', 'revision']);
      for (const proposal of [...pending].reverse()) await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(200);

      expect(await reasons(post.id)).toEqual([
        `Applied AI draft (job ${jobId})`,
        `Accepted AI revision (job ${revise.body.jobId}; feedback: "Add a section about b-roll")`,
        `Accepted AI image (job ${image.body.jobId})`,
      ]);
    });

    it('validates input: 400 for bad bodies and unknown sections, 404 for unknown ids', async () => {
      const { productionId, proposal } = await pendingRevision('Validation target');
      for (const body of [{ sections: 'Intro' }, { sections: [1] }, { fields: ['title'] }, { confirmStale: 'yes' }, { other: 1 }, { sections: ['x'.repeat(301)] }]) {
        const response = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send(body).expect(400);
        expect(response.body).toEqual({ statusCode: 400, message: expect.any(String) });
      }
      const unknownSection = await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ sections: ['No such heading'] }).expect(400);
      expect(unknownSection.body).toEqual({ statusCode: 400, message: 'Section not found: No such heading' });
      await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({ fields: ['featuredImage'] }).expect(400);
      await admin.post('/api/admin/blog/proposals/999999/accept').send({}).expect(404);
      await admin.post('/api/admin/blog/proposals/abc/reject').expect(400);
      await admin.get('/api/admin/blog/posts/999999/proposals').expect(404);

      await admin.post(`/api/ai/productions/${productionId}/approve`).send({ confirmStale: 'yes' }).expect(400);
      await admin.post(`/api/ai/productions/${productionId}/approve`).send({ other: true }).expect(400);
    });

    it('revise validates the section: unknown heading 400, wrong type 400, null means the whole article', async () => {
      const { productionId } = await producedDraft('Section validation');
      const missing = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Shorter', section: 'Not a heading' }).expect(400);
      expect(missing.body).toEqual({ statusCode: 400, message: 'Section not found: Not a heading' });
      await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Shorter', section: 12 }).expect(400);
      await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Shorter', section: 'x'.repeat(301) }).expect(400);
      const production = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
      expect(production.status).toBe('ready_for_review');

      const whole = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: 'Add a section about captions', section: null }).expect(202);
      await completed(whole.body.jobId);
    });
  });
});
