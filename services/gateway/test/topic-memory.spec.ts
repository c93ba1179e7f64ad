import { INestApplicationContext } from '@nestjs/common';
import { AiIdea, BlogPost } from '@app/contract';
import { TOPIC_SIMILARITY } from '@app/site';
import { randomUUID } from 'node:crypto';
import request, { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 17 items 3-5 through the HTTP API: topic memory (similar posts on ideas and posts), internal
 * link suggestions and orphan posts, ageing posts and 'Refresh with AI' ending in a proposal over the
 * live post, which changes only when the admin accepts it.
 */
describe('Topic memory, internal links and ageing posts (gateway + real worker)', () => {
  let sut: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: Agent;
  const http = () => request(sut.app.getHttpServer());

  beforeAll(async () => {
    sut = await createTestApp({ AI_START_MAX: '1000', AI_START_GLOBAL_MAX: '1000', AI_MAX_OPEN_JOBS: '100000', POST_AGEING_DAYS: '200' });
    worker = await startWorker(sut);
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
  });

  /** Sets when a post last changed (the column TypeORM keeps current on every save). */
  const age = (postId: number, days: number) => sut.dataSource.query(`UPDATE blog_posts SET updated_at = now() - $2 * interval '24 hours' WHERE id = $1`, [postId, days]);

  async function ideas(titles: string[]): Promise<AiIdea[]> {
    const jobId = randomUUID();
    return sut.dataSource.getRepository(AiIdea).save(titles.map((title, position) => ({ title, category: 'Video Editing', topic: 'Topic memory', tone: 'professional', jobId, position })));
  }

  describe('topic memory', () => {
    let wedding: BlogPost;

    beforeAll(async () => {
      wedding = await createPost(sut.dataSource, {
        title: 'How to Colour Grade Wedding Videos',
        excerpt: 'Warm skin tones and soft highlights for the big day.',
        keywords: ['colour grading', 'weddings'],
      });
      await createPost(sut.dataSource, { title: 'Colour grading wedding videos (draft)', published: false });
    });

    it('GET /api/ai/drafts: each idea carries the published posts closest in meaning, best first, scores 0-1', async () => {
      await ideas(['Colour Grading Your Wedding Videos: How To', 'Podcast microphones compared']);

      const drafts = (await admin.get('/api/ai/drafts').expect(200)).body as Array<{ title: string; similar: Array<{ postId: number; title: string; slug: string; score: number }> }>;

      const close = drafts.find((idea) => idea.title === 'Colour Grading Your Wedding Videos: How To');
      const unrelated = drafts.find((idea) => idea.title === 'Podcast microphones compared');
      expect(close?.similar[0]).toEqual({ postId: wedding.id, title: wedding.title, slug: wedding.slug, score: expect.any(Number) });
      expect(close!.similar[0].score).toBeGreaterThanOrEqual(TOPIC_SIMILARITY.warning);
      expect(close!.similar[0].score).toBeLessThanOrEqual(1);
      expect(close!.similar.length).toBeLessThanOrEqual(TOPIC_SIMILARITY.best);
      expect(unrelated?.similar).toEqual([]);
      // Only published posts: the draft with almost the same title is never listed.
      for (const idea of drafts) for (const similar of idea.similar) expect(similar.title).not.toContain('(draft)');
    });

    it('GET /api/admin/blog/posts/:id/similar compares a post with the other published posts', async () => {
      const sibling = await createPost(sut.dataSource, { title: 'Colour Grade Wedding Videos Faster', keywords: ['colour grading'] });

      const similar = (await admin.get(`/api/admin/blog/posts/${sibling.id}/similar`).expect(200)).body;

      expect(similar[0]).toMatchObject({ postId: wedding.id, slug: wedding.slug });
      expect(similar.map((item: { postId: number }) => item.postId)).not.toContain(sibling.id);
      await admin.get('/api/admin/blog/posts/999999/similar').expect(404, { statusCode: 404, message: 'Post not found' });
    });
  });

  describe('internal links', () => {
    it('proposes links to published posts and agency pages with the anchor text found in the article', async () => {
      const target = await createPost(sut.dataSource, { title: 'Hooks That Hold Viewers', keywords: ['retention editing'] });
      const linked = await createPost(sut.dataSource, { title: 'Thumbnail Contrast Rules', keywords: ['thumbnail contrast'] });
      const article = await createPost(sut.dataSource, {
        title: 'Editing for YouTube',
        content: `## Retention editing\n\nGood retention editing starts early. Read [our take](/blog/${linked.slug}) on thumbnail contrast. Our services cover it all.`,
      });

      const suggestions = (await admin.get(`/api/admin/blog/posts/${article.id}/link-suggestions`).expect(200)).body;

      expect(suggestions).toEqual([
        {
          target: { kind: 'post', path: `/blog/${target.slug}`, title: target.title },
          anchorText: 'retention editing',
          excerpt: expect.stringContaining('Good retention editing starts early'),
          position: article.content.indexOf('retention editing'),
        },
        expect.objectContaining({ target: { kind: 'page', path: '/services', title: 'Our Services' }, anchorText: 'Our services' }),
      ]);
    });

    it('answers 404 for an unknown post and 401 without a session', async () => {
      await admin.get('/api/admin/blog/posts/2147483647/link-suggestions').expect(404, { statusCode: 404, message: 'Post not found' });
      await admin.get('/api/admin/blog/posts/abc/link-suggestions').expect(400);
      const anonymous = await http().get('/api/admin/blog/posts/1/link-suggestions');
      expect(anonymous.status).toBe(401);
      expect((await http().get('/api/admin/blog/orphans')).status).toBe(401);
    });

    it('GET /api/admin/blog/orphans lists the published posts no other published post links to', async () => {
      const hub = await createPost(sut.dataSource, { title: 'Orphan test hub' });
      const linkedFromLive = await createPost(sut.dataSource, { title: 'Orphan test linked' });
      const linkedFromDraft = await createPost(sut.dataSource, { title: 'Orphan test only a draft links here' });
      const selfLinked = await createPost(sut.dataSource, { title: 'Orphan test self link' });
      await sut.dataSource.getRepository(BlogPost).update(hub.id, { content: `See [this](https://example.com/blog/${linkedFromLive.slug}#top).` });
      await sut.dataSource.getRepository(BlogPost).update(selfLinked.id, { content: `Back to [top](/blog/${selfLinked.slug}).` });
      await createPost(sut.dataSource, { title: 'Orphan test draft', published: false, content: `[x](/blog/${linkedFromDraft.slug})` });

      const orphans = (await admin.get('/api/admin/blog/orphans?pageSize=50').expect(200)).body.items as Array<{ id: number; title: string; slug: string; publishedAt: string | null }>;

      const ids = orphans.map((orphan) => orphan.id);
      expect(ids).toEqual(expect.arrayContaining([hub.id, linkedFromDraft.id, selfLinked.id]));
      expect(ids).not.toContain(linkedFromLive.id);
      expect(orphans.find((orphan) => orphan.id === hub.id)).toEqual({ id: hub.id, title: hub.title, slug: hub.slug, publishedAt: null });
    });
  });

  describe('ageing posts and Refresh with AI', () => {
    it('GET /api/admin/blog/ageing lists live posts unchanged for POST_AGEING_DAYS, oldest first', async () => {
      const old = await createPost(sut.dataSource, { title: 'Ageing: two years old' });
      const older = await createPost(sut.dataSource, { title: 'Ageing: three years old' });
      const fresh = await createPost(sut.dataSource, { title: 'Ageing: a month old' });
      const oldDraft = await createPost(sut.dataSource, { title: 'Ageing: an old draft', published: false });
      await age(old.id, 730);
      await age(older.id, 1095);
      await age(fresh.id, 30);
      await age(oldDraft.id, 900);

      const body = (await admin.get('/api/admin/blog/ageing?pageSize=50').expect(200)).body as { ageingDays: number; items: Array<{ id: number; ageDays: number }> };

      expect(body.ageingDays).toBe(200);
      const ids = body.items.map((post) => post.id);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(old.id));
      expect(ids).toContain(old.id);
      expect(ids).not.toContain(fresh.id);
      expect(ids).not.toContain(oldDraft.id);
      expect(body.items.find((post) => post.id === old.id)).toMatchObject({ title: old.title, slug: old.slug, ageDays: 730 });
    });

    it('a refresh ends in a pending proposal: the live post is unchanged until the admin accepts it', async () => {
      const live = await createPost(sut.dataSource, {
        title: 'Refresh: YouTube Editing Rates',
        content: '## What editors charge\n\nRates from a few years ago.\n\n## How to choose\n\nPick an editor who knows your niche.',
      });
      await age(live.id, 500);
      const before = (await admin.get(`/api/admin/blog/posts/${live.id}`).expect(200)).body;

      const start = await admin.post(`/api/admin/blog/posts/${live.id}/refresh`).send({ notes: 'Rates went up in 2026.' }).expect(202);
      expect(start.body).toEqual({ jobId: expect.any(String), postId: live.id });
      const job = await waitForJob(admin, start.body.jobId, 30_000);
      expect(job).toMatchObject({ state: 'completed', error: null, result: expect.objectContaining({ postId: live.id, proposalState: 'pending' }) });

      // The live article has not changed: same text, same version, and the public API still serves it.
      expect((await admin.get(`/api/admin/blog/posts/${live.id}`).expect(200)).body).toEqual(before);
      expect((await http().get(`/api/blog/posts/${live.slug}`).expect(200)).body.content).toBe(before.content);
      const [proposal] = (await admin.get(`/api/admin/blog/posts/${live.id}/proposals`).expect(200)).body;
      expect(proposal).toMatchObject({ postId: live.id, productionId: null, jobId: start.body.jobId, kind: 'revision', state: 'pending', stale: false });
      expect(proposal.feedback).toContain('Rates went up in 2026.');
      expect(proposal.changes.content).not.toBe(before.content);

      const accepted = (await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(200)).body;

      expect(accepted.post).toMatchObject({ id: live.id, published: true, content: proposal.changes.content });
      // Accepted, it is no longer ageing.
      const ageing = (await admin.get('/api/admin/blog/ageing?pageSize=50').expect(200)).body;
      expect(ageing.items.map((post: { id: number }) => post.id)).not.toContain(live.id);
    });

    it('validates the request: unknown post 404, draft 409, bad notes 400, one open refresh per post', async () => {
      const draft = await createPost(sut.dataSource, { title: 'Refresh: a draft', published: false });
      const live = await createPost(sut.dataSource, { title: 'Refresh: twice' });

      await admin.post('/api/admin/blog/posts/2147483647/refresh').send({}).expect(404, { statusCode: 404, message: 'Post not found' });
      await admin.post(`/api/admin/blog/posts/${draft.id}/refresh`).send({}).expect(409, { statusCode: 409, message: 'Only a live post can be refreshed; a draft is written with Write with AI' });
      for (const body of [{ notes: 42 }, { notes: 'x'.repeat(2001) }, { notes: ['a'] }, { extra: true }]) {
        const response = await admin.post(`/api/admin/blog/posts/${live.id}/refresh`).send(body).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
      expect((await http().post(`/api/admin/blog/posts/${live.id}/refresh`).send({})).status).toBe(401);

      // The worker is stopped, so the first job stays queued while the second is asked for.
      await worker?.close();
      worker = undefined;
      try {
        await admin.post(`/api/admin/blog/posts/${live.id}/refresh`).send({}).expect(202);
        await admin.post(`/api/admin/blog/posts/${live.id}/refresh`).send({ notes: null }).expect(409, { statusCode: 409, message: 'This post is already being refreshed.' });
      } finally {
        worker = await startWorker(sut);
      }
    });
  });
});
