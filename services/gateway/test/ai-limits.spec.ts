import request from 'supertest';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const FIFTY = Array.from({ length: 50 }, (_unused, index) => `keyword ${index} `.padEnd(100, 'k'));
const FIFTY_ONE = [...FIFTY, 'one too many'];
const TOO_LONG = ['fine', 'x'.repeat(101)];
/** The example: a 700 KB list, straight into the prompt. */
const HUGE_TEXT = 'hook,'.repeat(140_000);

/** The routes that take keywords, each with an otherwise valid body. */
const KEYWORD_ROUTES: Array<[string, (keywords: unknown) => object]> = [
  ['/api/ai/ideas/generate', (keywords) => ({ topic: 'YouTube retention', keywords, targetLength: 'short', tone: 'professional', industry: 'Video Editing' })],
  ['/api/ai/single/production/start', (keywords) => ({ title: `Limits ${Math.random()}`, excerpt: 'Limits', category: 'Video Editing', keywords })],
  ['/api/admin/blog/posts', (keywords) => ({ title: `Limits ${Math.random()}`, category: 'Video Editing', keywords })],
];

describe('Field limits are the same on the AI and post routes', () => {
  let sut: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    // This suite is about validation: the start rate limit must not get in its way.
    sut = await createTestApp({ AI_START_MAX: '10000', AI_START_GLOBAL_MAX: '10000', AI_MAX_OPEN_JOBS: '100000' });
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await sut.close();
  });

  describe.each(KEYWORD_ROUTES)('%s', (path, body) => {
    it.each([
      ['51 keywords', FIFTY_ONE],
      ['a 101-character keyword', TOO_LONG],
      ['51 keywords as a JSON string', JSON.stringify(FIFTY_ONE)],
      ['51 keywords as a comma-separated string', FIFTY_ONE.join(',')],
      ['a 700 KB comma-separated string', HUGE_TEXT],
      ['an object', { 0: 'a' }],
    ])('answers 400 naming keywords for %s', async (_label, keywords) => {
      const response = await admin.post(path).send(body(keywords));

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(/keywords/) });
    });

    it('accepts 50 keywords of 100 characters in every form', async () => {
      for (const keywords of [FIFTY, JSON.stringify(FIFTY), FIFTY.join(',')]) {
        const response = await admin.post(path).send(body(keywords));
        expect(response.status).toBeLessThan(300);
      }
    });
  });

  it('caps the production excerpt like a post excerpt (5000 characters)', async () => {
    const start = (excerpt: string) => admin.post('/api/ai/single/production/start').send({ title: `Excerpt ${Math.random()}`, excerpt, category: 'Video Editing' });

    expect((await start('e'.repeat(5000))).status).toBe(202);
    const tooLong = await start('e'.repeat(5001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/excerpt/);
  });
});
