import { INestApplicationContext } from '@nestjs/common';
import { AiJob, PostRevision } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT, slugify } from '@app/site';
import request, { Agent } from 'supertest';
import { JobBody, pngSize, startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe('AI pipeline end to end (gateway + real worker + BullMQ + Postgres)', () => {
  let sut: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;

  beforeAll(async () => {
    sut = await createTestApp();
    worker = await startWorker(sut);
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
  });

  async function completed(jobId: string): Promise<JobBody> {
    const job = await waitForJob(admin, jobId);
    expect(job).toMatchObject({ state: 'completed', progress: 100, stage: 'Done', error: null });
    return job;
  }

  it('requires a session for every AI route', async () => {
    const http = request(sut.app.getHttpServer());
    await http.get('/api/ai/drafts').expect(401);
    await http.post('/api/ai/ideas/generate').send({ topic: 'x' }).expect(401);
    await http.get('/api/ai/productions').expect(401);
    await http.post('/api/admin/blog/posts/1/regenerate-image').expect(401);
    await http.get('/api/ai/jobs/00000000-0000-4000-8000-000000000000').expect(401);
  });

  it('validates idea settings: blank topic, unknown length, tone or category are 400', async () => {
    const base = { topic: 'YouTube retention', keywords: [], targetLength: 'short', tone: 'professional', industry: 'Video Editing' };
    for (const body of [
      { ...base, topic: '   ' },
      { ...base, targetLength: 'huge' },
      { ...base, tone: 'angry' },
      { ...base, industry: 'Cooking' },
    ]) {
      const response = await admin.post('/api/ai/ideas/generate').send(body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.any(String) });
    }
  });

  it('answers 404 for an unknown job or production (400 for an id that is not a decimal integer)', async () => {
    await admin.get('/api/ai/jobs/not-a-uuid').expect(404);
    await admin.get('/api/ai/jobs/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.get('/api/ai/productions/999999').expect(404);
    await admin.post('/api/ai/productions/abc/approve').expect(400);
  });

  it('runs ideas -> drafts -> produce -> review -> revise -> review -> approve -> published', async () => {
    // 1. Ideas
    const started = await admin
      .post('/api/ai/ideas/generate')
      .set('X-Request-Id', 'req-ideas-1')
      .send({ topic: 'YouTube retention', keywords: ['hooks', 'pacing'], targetLength: 'short', tone: 'professional', industry: 'Video Editing' })
      .expect(202);
    expect(started.body).toEqual({ jobId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const ideasJob = await completed(started.body.jobId);
    expect(ideasJob).toMatchObject({ kind: 'generate-ideas', provider: 'offline', model: 'offline-writer-v1', attempts: 1 });
    expect(ideasJob.result).toMatchObject({ requested: 5, created: 5, skippedDuplicates: 0, count: 5 });
    const ideasRow = await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id: started.body.jobId });
    expect(ideasRow.requestId).toBe('req-ideas-1');
    // Every run gets its own seed, so the same topic asked again gives other titles.
    expect(ideasRow.payload.seed).toEqual(expect.any(Number));

    const drafts = (await admin.get('/api/ai/drafts').expect(200)).body as Array<{ id: number; title: string; category: string; used: boolean }>;
    expect(drafts).toHaveLength(5);
    expect(new Set(drafts.map((idea) => idea.title)).size).toBe(5);
    expect(drafts[0]).toMatchObject({ category: 'Video Editing', topic: 'YouTube retention', used: false });

    // 2. Draft posts from two ideas, exactly as the admin UI creates them.
    const chosen = drafts.slice(0, 2);
    const posts: Array<{ id: number; slug: string }> = [];
    for (const idea of chosen) {
      const created = await admin
        .post('/api/admin/blog/posts')
        .send({ title: idea.title, slug: slugify(idea.title), excerpt: '', content: DRAFT_PLACEHOLDER_CONTENT, category: idea.category, metaDescription: '', estimatedReadTime: 5, keywords: '[]', published: false })
        .expect(201);
      posts.push(created.body);
    }
    const afterDrafts = (await admin.get('/api/ai/drafts').expect(200)).body as Array<{ id: number; used: boolean }>;
    expect(afterDrafts.filter((idea) => idea.used).map((idea) => idea.id).sort()).toEqual(chosen.map((idea) => idea.id).sort());

    // 3. Produce the first draft.
    const post = posts[0];
    const production = await admin.post('/api/ai/single/production/start').send({ postId: post.id }).expect(202);
    expect(production.body).toMatchObject({
      jobId: expect.any(String),
      production: { id: expect.any(Number), status: 'queued' },
      blogPost: { id: post.id, title: chosen[0].title, slug: post.slug },
    });
    const productionId = production.body.production.id as number;
    const produceJob = await completed(production.body.jobId);
    expect(produceJob.result).toMatchObject({ productionId, postId: post.id, featuredImage: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/) });

    const written = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
    expect(written).toMatchObject({
      id: productionId,
      postId: post.id,
      status: 'ready_for_review',
      provider: 'offline',
      model: 'offline-writer-v1',
      error: null,
      currentJobId: production.body.jobId,
      blogPost: { id: post.id, slug: post.slug },
    });
    expect(countWords(written.finalContent)).toBeGreaterThanOrEqual(700);
    expect(written.finalContent).toMatch(/^## /m);

    const draftAfterWriting = (await admin.get(`/api/admin/blog/posts/${post.id}`).expect(200)).body;
    expect(draftAfterWriting).toMatchObject({ status: 'ready_for_review', published: false, content: written.finalContent, featuredImage: written.featuredImage });
    expect(draftAfterWriting.metaDescription.length).toBeGreaterThan(0);
    expect(draftAfterWriting.metaDescription.length).toBeLessThanOrEqual(160);
    expect(draftAfterWriting.estimatedReadTime).toBeGreaterThanOrEqual(3);

    const listed = (await admin.get('/api/ai/productions').expect(200)).body;
    expect(listed[0]).toMatchObject({ id: productionId, status: 'ready_for_review', blogPost: { id: post.id, title: chosen[0].title, slug: post.slug } });

    // Not yet public.
    await request(sut.app.getHttpServer()).get(`/api/blog/posts/${post.slug}`).expect(404);

    // 4. Request changes.
    await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback: '   ' }).expect(400);
    const feedback = 'Make it more beginner friendly and add a checklist for the first edit';
    const revise = await admin.post(`/api/ai/productions/${productionId}/revise`).send({ feedback }).expect(202);
    expect(revise.body).toMatchObject({ jobId: expect.any(String), production: { id: productionId, status: 'revising' } });
    await admin.post(`/api/ai/productions/${productionId}/approve`).expect(409);
    await completed(revise.body.jobId);

    const revised = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
    expect(revised.status).toBe('ready_for_review');
    expect(revised.finalContent).not.toBe(written.finalContent);
    expect(revised.feedback).toEqual([{ feedback, requestedAt: expect.any(String) }]);
    const reasons = async () => (await sut.dataSource.getRepository(PostRevision).find({ where: { postId: post.id }, order: { id: 'ASC' } })).map((revision) => revision.reason);
    // The first draft applied itself (the post held only the placeholder); the revision waits as a proposal (issue 27).
    expect(await reasons()).toEqual([`Applied AI draft (job ${production.body.jobId})`]);
    expect((await admin.get(`/api/admin/blog/posts/${post.id}`).expect(200)).body.content).toBe(written.finalContent);
    expect(revised.proposal).toMatchObject({ kind: 'revision', state: 'pending', changes: { content: revised.finalContent } });

    // 5. Preview (what goes live: the post with the revision applied), then Approve & publish by its version.
    const preview = (await admin.get(`/api/ai/productions/${productionId}/preview`).expect(200)).body;
    expect(preview).toMatchObject({ productionId, post: { id: post.id, title: chosen[0].title, content: revised.finalContent }, proposals: [{ id: revised.proposal.id, kind: 'revision' }] });
    const approved = await admin.post(`/api/ai/productions/${productionId}/approve`).send({ version: preview.version }).expect(200);
    expect(approved.body).toMatchObject({ id: productionId, status: 'published', blogPost: { id: post.id, published: true }, post: { content: revised.finalContent, published: true } });
    await admin.post(`/api/ai/productions/${productionId}/approve`).expect(409);
    expect(await reasons()).toEqual([
      `Applied AI draft (job ${production.body.jobId})`,
      `Accepted AI revision (job ${revise.body.jobId}; feedback: "${feedback}")`,
      'publish',
    ]);

    const published = (await request(sut.app.getHttpServer()).get(`/api/blog/posts/${post.slug}`).expect(200)).body;
    expect(published).toMatchObject({ title: chosen[0].title, content: revised.finalContent, featuredImage: revised.featuredImage });
  });

  it('regenerates a production image: a new /media PNG of 1200x630, served immutable', async () => {
    const start = await admin
      .post('/api/ai/single/production/start')
      .send({ title: 'Colour grading for beginners', excerpt: 'Colour grading for beginners', category: 'Video Editing', keywords: ['colour'] })
      .expect(202);
    expect(start.body.blogPost).toMatchObject({ title: 'Colour grading for beginners', slug: 'colour-grading-for-beginners' });
    const productionId = start.body.production.id;
    await completed(start.body.jobId);
    const before = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body.featuredImage as string;

    const images: string[] = [before];
    for (let round = 0; round < 2; round += 1) {
      const regenerate = await admin.post(`/api/ai/productions/${productionId}/regenerate-image`).expect(202);
      expect(regenerate.body).toEqual({ jobId: expect.any(String), production: { id: productionId, status: 'ready_for_review' } });
      const job = await completed(regenerate.body.jobId);
      images.push(job.result!.featuredImage as string);
    }
    expect(new Set(images).size).toBe(3);
    const after = (await admin.get(`/api/ai/productions/${productionId}`).expect(200)).body;
    expect(after.featuredImage).toBe(images[2]);
    // A new image is a proposal (issue 27): the post keeps its image until the admin accepts the newest one.
    const postImage = async () => (await admin.get(`/api/admin/blog/posts/${start.body.blogPost.id}`).expect(200)).body.featuredImage;
    expect(await postImage()).toBe(before);
    expect(after.proposal).toMatchObject({ kind: 'image', state: 'pending', changes: { featuredImage: images[2] } });
    await admin.post(`/api/admin/blog/proposals/${after.proposal.id}/accept`).send({}).expect(200);
    expect(await postImage()).toBe(images[2]);

    const http = request(sut.app.getHttpServer());
    const image = await http.get(images[2]).buffer(true).parse(binary).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pngSize(image.body as Buffer)).toEqual({ width: 1200, height: 630 });
    await http.get(images[2]).set('If-None-Match', image.headers.etag).expect(304);

    for (const bad of ['/media/nothing.png', `/media/${'a'.repeat(64)}.png`, '/media/..%2Fetc.png']) {
      const missing = await http.get(bad).expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: expect.any(String) });
    }
  });

  it('regenerates the featured image of any post: a published post gets it once accepted, with a revision', async () => {
    const created = await admin
      .post('/api/admin/blog/posts')
      .send({ title: 'Lighting a talking head', category: 'Content Creating', content: 'Short body.', published: true })
      .expect(201);

    const response = await admin.post(`/api/admin/blog/posts/${created.body.id}/regenerate-image`).expect(202);
    expect(response.body).toMatchObject({ jobId: expect.any(String), blogPost: { id: created.body.id } });
    const job = await completed(response.body.jobId);

    // A live article changes only on an explicit accept (issue 13); until then the image is a proposal.
    expect((await admin.get(`/api/admin/blog/posts/${created.body.id}`).expect(200)).body.featuredImage).toBeNull();
    expect(job.result).toMatchObject({ proposalId: expect.any(Number), proposalState: 'pending' });
    await admin.post(`/api/admin/blog/proposals/${job.result!.proposalId}/accept`).expect(200);
    const post = (await admin.get(`/api/admin/blog/posts/${created.body.id}`).expect(200)).body;
    expect(post.featuredImage).toBe(job.result!.featuredImage);
    const revisions = await sut.dataSource.getRepository(PostRevision).findBy({ postId: created.body.id });
    expect(revisions.map((revision) => revision.reason)).toContain(`Accepted AI image (job ${response.body.jobId})`);
    await admin.post('/api/admin/blog/posts/999999/regenerate-image').expect(404);
  });

  it('refuses to write a published post or a missing one', async () => {
    const created = await admin.post('/api/admin/blog/posts').send({ title: 'Already live', category: 'Video Marketing', published: true }).expect(201);
    await admin.post('/api/ai/single/production/start').send({ postId: created.body.id }).expect(409);
    await admin.post('/api/ai/single/production/start').send({ postId: 999999 }).expect(404);
    await admin.post('/api/ai/single/production/start').send({ title: '  ', category: 'Video Editing' }).expect(400);
  });

  it('deletes a production, removing its queued job and keeping the post', async () => {
    await worker.close();
    const start = await admin
      .post('/api/ai/single/production/start')
      .send({ title: 'Queued and cancelled', excerpt: '', category: 'Audience Building', keywords: [] })
      .expect(202);

    const removed = await admin.delete(`/api/ai/productions/${start.body.production.id}`).expect(200);

    expect(removed.body).toEqual({ id: start.body.production.id, deleted: true, cancelledJobId: start.body.jobId });
    await admin.get(`/api/ai/productions/${start.body.production.id}`).expect(404);
    await admin.get(`/api/admin/blog/posts/${start.body.blogPost.id}`).expect(200);
    const row = await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id: start.body.jobId });
    expect(row).toMatchObject({ state: 'failed', error: 'Cancelled: the production was deleted' });

    // A worker started now finds nothing to do for it.
    worker = await startWorker(sut);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await sut.dataSource.getRepository(AiJob).findOneByOrFail({ id: start.body.jobId })).state).toBe('failed');
  });
});
