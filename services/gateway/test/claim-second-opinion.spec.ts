import { INestApplicationContext } from '@nestjs/common';
import { AiJob, ClaimCheckJobPayload, ClaimReviewsRepository, JobName, BrandKitStoreRepository } from '@app/contract';
import { Agent } from 'supertest';
import { FakeLlmServer, openAiCompletion, requestedFormat } from '../../worker/test/support/fake-llm-server';
import { until } from '../../worker/test/support/until';
import { createPost } from './factories/post.factory';
import { startWorker } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const INVENTED = 'We employ more than 500 full-time editors.';
const TRUE = 'Our work has generated 55,800,000 views for clients.';
const CONTENT = `## Team\n\n${INVENTED} ${TRUE}`;

type Item = { level: string; message: string; excerpt?: string; claim?: { verdict: string; review?: { verdict: string; agrees: boolean; reason: string; model: string } } };
type Checks = { score: number; items: Item[]; secondOpinion: { state: string; message: string; reviewed: number; waiting: number } };
const claimItem = (checks: Checks, sentence: string) => checks.items.find((item) => item.excerpt === sentence)!;

/** Issue 29 item 3 over HTTP: the checks answer at once and a check-claims job asks the model; offline the rules alone decide. */
describe('GET .../checks: a second opinion on claims', () => {
  describe('offline (no AI provider)', () => {
    let sut: TestApp;
    let admin: Agent;

    beforeAll(async () => {
      sut = await createTestApp();
      admin = await loginAgent(sut);
    });
    afterAll(() => sut.close());

    it('says the rules alone decide, and starts no job', async () => {
      const post = await createPost(sut.dataSource, { content: CONTENT });

      const checks = (await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body as Checks;

      expect(checks.secondOpinion).toEqual({ state: 'off', message: 'No AI provider is configured: the rules alone decide.', reviewed: 0, waiting: 0 });
      expect(claimItem(checks, INVENTED)).toMatchObject({ level: 'blocker', claim: { verdict: 'unsupported' } });
      expect(claimItem(checks, INVENTED).claim?.review).toBeUndefined();
      expect(await sut.dataSource.getRepository(AiJob).countBy({ kind: JobName.CheckClaims })).toBe(0);
    });
  });

  describe('with an AI provider (the real worker against a fake OpenAI-compatible server)', () => {
    const llm = new FakeLlmServer();
    let sut: TestApp;
    let admin: Agent;
    let worker: INestApplicationContext | undefined;

    beforeAll(async () => {
      const llmUrl = await llm.start();
      sut = await createTestApp({ AI_PROVIDER: 'openai' });
      admin = await loginAgent(sut);
      worker = await startWorker(sut, { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${llmUrl}/v1`, AI_MODEL: 'gpt-test-1', AI_SDK_MAX_RETRIES: '0' });
    });
    afterAll(async () => {
      await worker?.close();
      await sut?.close();
      await llm.stop();
    });

    it('answers with the rules at once, has a check-claims job ask the model, and then shows its review: a cleared blocker becomes a warning that says so', async () => {
      llm.respond(() =>
        openAiCompletion(
          JSON.stringify({
            reviews: [
              { claim: 1, verdict: 'none', reason: 'A staffing figure read as advice, not a claim.' },
              { claim: 2, verdict: 'supported', reason: 'The brand fact "Our work has generated 55.8M+ views for clients." backs it.' },
            ],
          }),
          { prompt_tokens: 200, completion_tokens: 40 },
        ),
      );
      const post = await createPost(sut.dataSource, { content: CONTENT });

      const first = (await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body as Checks;

      expect(first.secondOpinion).toMatchObject({ state: 'pending', reviewed: 0, waiting: 2 });
      expect(claimItem(first, INVENTED).level).toBe('blocker');
      const job = await until('the check-claims job to finish', async () => {
        const row = await sut.dataSource.getRepository(AiJob).findOneBy({ kind: JobName.CheckClaims, target: `post:${post.id}` });
        return row?.state === 'completed' ? row : undefined;
      });
      expect((job.payload as unknown as ClaimCheckJobPayload).claims.map((claim) => [claim.sentence, claim.verdict])).toEqual([
        [INVENTED, 'unsupported'],
        [TRUE, 'supported'],
      ]);
      expect(job).toMatchObject({ provider: 'openai', inputTokens: 200, outputTokens: 40 });
      expect(llm.requests.map(requestedFormat)).toEqual(['claim_reviews']);

      const second = (await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body as Checks;

      expect(second.secondOpinion).toMatchObject({ state: 'complete', reviewed: 2, waiting: 0 });
      expect(claimItem(second, INVENTED)).toMatchObject({
        level: 'warning',
        message: expect.stringMatching(/^Cleared by a second opinion \(gpt-test-1\): A staffing figure read as advice, not a claim\. The rules said: Unsupported claim/),
        claim: { verdict: 'unsupported', review: { verdict: 'none', agrees: false, model: 'gpt-test-1' } },
      });
      expect(claimItem(second, TRUE)).toMatchObject({ level: 'pass', claim: { review: { verdict: 'supported', agrees: true } } });
      expect(second.score).toBeGreaterThan(first.score);
      // Cached: reading again asks nothing more.
      await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200);
      expect(await sut.dataSource.getRepository(AiJob).countBy({ kind: JobName.CheckClaims })).toBe(1);
    });

    it('keeps a blocker the model confirms, and warns where the model doubts a claim the rules passed', async () => {
      const kit = await new BrandKitStoreRepository(sut.dataSource.manager).ensureBrandKit();
      const confirmed = 'Hyperframe is an award-winning agency.';
      const doubted = 'With 16+ years behind us, we know what works.';
      await new ClaimReviewsRepository(sut.dataSource.manager).saveAll([
        { sentence: confirmed, brandKitVersion: kit.version, verdict: 'unsupported', reason: 'No brand fact names an award.', provider: 'openai', model: 'gpt-test-1', jobId: null },
        { sentence: doubted, brandKitVersion: kit.version, verdict: 'contradicted', reason: 'Doubtful.', provider: 'openai', model: 'gpt-test-1', jobId: null },
      ]);
      const post = await createPost(sut.dataSource, { content: `${confirmed} ${doubted}` });

      const checks = (await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body as Checks;

      expect(checks.secondOpinion.state).toBe('complete');
      expect(claimItem(checks, confirmed)).toMatchObject({ level: 'blocker', message: expect.stringMatching(/Confirmed by a second opinion \(gpt-test-1\): No brand fact names an award\.$/), claim: { review: { agrees: true } } });
      expect(claimItem(checks, doubted)).toMatchObject({ level: 'warning', message: expect.stringMatching(/^Doubted by a second opinion/), claim: { verdict: 'supported', review: { agrees: false } } });
    });

    it("checks an unsaved draft with the reviews already made, and asks the model nothing for sentences still being written", async () => {
      const kit = await new BrandKitStoreRepository(sut.dataSource.manager).ensureBrandKit();
      const reviewed = 'Hyperframe won every award there is.';
      await new ClaimReviewsRepository(sut.dataSource.manager).saveAll([
        { sentence: reviewed, brandKitVersion: kit.version, verdict: 'unsupported', reason: 'No brand fact names an award.', provider: 'openai', model: 'gpt-test-1', jobId: null },
      ]);
      const post = await createPost(sut.dataSource, { content: 'Nothing claimed yet.' });
      const jobsBefore = await sut.dataSource.getRepository(AiJob).countBy({ kind: JobName.CheckClaims });

      const typing = 'We employ 700 colourists in Paris.';

      const checks = (await admin.post(`/api/admin/blog/posts/${post.id}/checks`).send({ content: `${reviewed} ${typing}` }).expect(200)).body as Checks;

      expect(checks.secondOpinion).toEqual({ state: 'unavailable', message: 'Unsaved text: new claims get a second opinion once you save.', reviewed: 1, waiting: 1 });
      expect(claimItem(checks, reviewed)).toMatchObject({ level: 'blocker', claim: { review: { verdict: 'unsupported', agrees: true } } });
      expect(claimItem(checks, typing)).toMatchObject({ level: 'blocker' });
      expect(claimItem(checks, typing).claim?.review).toBeUndefined();
      expect(await sut.dataSource.getRepository(AiJob).countBy({ kind: JobName.CheckClaims })).toBe(jobsBefore);
    });

    it('reviews again after the brand kit changes (the cache is per kit version)', async () => {
      const post = await createPost(sut.dataSource, { content: 'Hyperframe is an award-winning agency.' });
      const kit = (await admin.get('/api/admin/brand-kit').expect(200)).body;
      await admin.put('/api/admin/brand-kit').send({ ...kit, updatedAt: undefined, voiceRules: [...kit.voiceRules, 'Be brief.'] }).expect(200);

      const checks = (await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body as Checks;

      expect(checks.secondOpinion).toMatchObject({ state: 'pending', waiting: 1 });
    });
  });
});
