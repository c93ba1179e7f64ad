import { INestApplicationContext } from '@nestjs/common';
import { AiIdea, analyticsDay, BlogPost } from '@app/contract';
import { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const DAY_MS = 24 * 3600 * 1000;
const daysAgo = (days: number) => analyticsDay(new Date(Date.now() - days * DAY_MS));

/**
 * Issue 31 item 4 with the offline provider and the real worker: ideas "more like these" start from the
 * best-performing articles (their figures re-read by the worker from the ids the job carries), and the
 * brief stage of an article receives how related articles were read.
 */
describe('Reading analytics steer the work (gateway + real worker, offline provider)', () => {
  let sut: TestApp;
  let worker: INestApplicationContext | undefined;
  let admin: Agent;
  let star: BlogPost;
  let runnerUp: BlogPost;
  let draft: BlogPost;

  const seed = (post: BlogPost, day: string, views: number, visitors: number, depth100 = 0, ctaClicks = 0) =>
    sut.dataSource.query(
      `INSERT INTO analytics_pages (period, start, path, post_id, views, visitors, engaged_ms, depth_100, cta_clicks) VALUES ('day', $1, $2, $3, $4, $5, $6, $7, $8)`,
      [day, `/blog/${post.slug}`, post.id, views, visitors, views * 60_000, depth100, ctaClicks],
    );

  beforeAll(async () => {
    sut = await createTestApp({ AI_START_MAX: '1000' });
    worker = await startWorker(sut);
    admin = await loginAgent(sut);
    star = await createPost(sut.dataSource, { title: 'Colour grading wedding films', category: 'Video Editing', keywords: ['anamorphic flares', 'weddings'] });
    runnerUp = await createPost(sut.dataSource, { title: 'Sound design for vlogs', category: 'Video Editing', keywords: ['foley walks'] });
    const unread = await createPost(sut.dataSource, { title: 'An article nobody read', keywords: ['nothing'] });
    draft = await createPost(sut.dataSource, { title: 'Colour grading wedding films at night', published: false, status: 'draft', keywords: ['night'] });
    await seed(star, daysAgo(2), 300, 240, 120, 12);
    await seed(runnerUp, daysAgo(3), 80, 70, 10, 1);
    void unread;
  });

  afterAll(async () => {
    await worker?.close();
    await sut?.close();
  });

  it('POST /api/ai/ideas/generate with moreLikeThese: the best performers, their figures read by the worker, lead the ideas', async () => {
    const started = await admin
      .post('/api/ai/ideas/generate')
      .send({ topic: 'Podcast studios', targetLength: 'short', industry: 'Video Editing', moreLikeThese: { days: 30 } })
      .expect(202);
    const job = await waitForJob(admin, started.body.jobId);

    expect(job.state).toBe('completed');
    const [row] = await sut.dataSource.query(`SELECT payload FROM ai_jobs WHERE id = $1`, [started.body.jobId]);
    // The job carries ids and a window, never figures or whole posts.
    expect(row.payload.moreLikeThese).toEqual({ postIds: [star.id, runnerUp.id], days: 30 });
    const ideas = await sut.dataSource.getRepository(AiIdea).find({ where: { jobId: started.body.jobId } });
    expect(ideas.length).toBeGreaterThan(0);
    // The offline writer leans on the best performers' subjects: their keywords lead its titles (which of
    // them comes first depends on the job's seed).
    expect(ideas.some((idea) => /anamorphic flares|weddings|foley walks/i.test(idea.title))).toBe(true);
  });

  it('the same run without moreLikeThese knows nothing of them', async () => {
    const started = await admin.post('/api/ai/ideas/generate').send({ topic: 'Podcast studios', targetLength: 'short', industry: 'Video Editing' }).expect(202);
    await waitForJob(admin, started.body.jobId);

    const ideas = await sut.dataSource.getRepository(AiIdea).find({ where: { jobId: started.body.jobId } });
    // Their keywords are words no template of the offline writer holds, so only the hint could bring them in.
    expect(ideas.some((idea) => /anamorphic|foley/i.test(idea.title))).toBe(false);
  });

  it('names the articles to start from, which must be live posts', async () => {
    const named = await admin
      .post('/api/ai/ideas/generate')
      .send({ topic: 'Podcast studios', targetLength: 'short', moreLikeThese: { postIds: [runnerUp.id] } })
      .expect(202);
    const [row] = await sut.dataSource.query(`SELECT payload FROM ai_jobs WHERE id = $1`, [named.body.jobId]);
    expect(row.payload.moreLikeThese).toEqual({ postIds: [runnerUp.id], days: 30 });
    await waitForJob(admin, named.body.jobId);

    const refused = await admin.post('/api/ai/ideas/generate').send({ topic: 'x', moreLikeThese: { postIds: [draft.id, 999999] } }).expect(400);
    expect(refused.body.message).toBe(`moreLikeThese.postIds: no live post ${draft.id}, 999999`);
    await admin.post('/api/ai/ideas/generate').send({ topic: 'x', moreLikeThese: { postIds: [] } }).expect(400);
    await admin.post('/api/ai/ideas/generate').send({ topic: 'x', moreLikeThese: { days: 14 } }).expect(400);
    await admin.post('/api/ai/ideas/generate').send({ topic: 'x', moreLikeThese: { postIds: ['1'] } }).expect(400);
  });

  it('answers 409 when nothing was read in the window', async () => {
    const response = await admin.post('/api/ai/ideas/generate').send({ topic: 'x', moreLikeThese: { days: 7 } });

    // The seeded figures are 2 and 3 days old, so within 7 days: move them out of it first.
    expect(response.status).toBe(202);
    await waitForJob(admin, response.body.jobId);
    await sut.dataSource.query(`UPDATE analytics_pages SET start = start - 10`);
    try {
      const empty = await admin.post('/api/ai/ideas/generate').send({ topic: 'x', moreLikeThese: { days: 7 } }).expect(409);
      expect(empty.body.message).toBe('No article was read in the last 7 days: there is nothing to start from yet');
    } finally {
      await sut.dataSource.query(`UPDATE analytics_pages SET start = start + 10`);
    }
  });

  it("the brief stage of an article receives how related articles were read", async () => {
    const production = await admin.post('/api/ai/single/production/start').send({ postId: draft.id }).expect(202);
    const job = await waitForJob(admin, production.body.jobId, 60_000);
    expect(job.state).toBe('completed');

    const [brief] = await sut.dataSource.query(`SELECT output FROM ai_job_stages WHERE job_id = $1 AND name = 'brief'`, [production.body.jobId]);
    const point = (brief.output.keyPoints as string[]).at(-1);
    expect(point).toContain('Learn from how related articles were read');
    expect(point).toContain('"Colour grading wedding films" (Video Editing): 240 readers and 300 views in 90 days, 60 s engaged per view, 40% read to the end, 4% clicked the call to action');
    expect(point).not.toContain('An article nobody read');
  });
});
