import { BlogPost, BrandKitRevision, DEFAULT_BRAND_KIT, proposalFieldsOf } from '@app/contract';
import request from 'supertest';
import { createPost } from './factories/post.factory';
import { createProduction } from './factories/production.factory';
import { createProposal } from './factories/proposal.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/** Issue 16 over HTTP: the brand kit (read, conditional replace, revisions) and the publish-readiness checks. */
describe('Trust layer API', () => {
  let sut: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await sut.close();
  });

  const anonymous = () => request(sut.app.getHttpServer());

  describe('GET/PUT /api/admin/brand-kit', () => {
    it("starts from the spec's facts at version 1, for the admin only", async () => {
      expect((await anonymous().get('/api/admin/brand-kit')).status).toBe(401);

      const response = await admin.get('/api/admin/brand-kit').expect(200);

      expect(response.body).toMatchObject({ ...DEFAULT_BRAND_KIT, version: 1, updatedAt: expect.any(String) });
    });

    it('replaces the kit from the version it was loaded at, keeping the old one as a revision; a stale version answers 409', async () => {
      const loaded = (await admin.get('/api/admin/brand-kit')).body;
      const edited = { ...loaded, bannedPhrases: [...loaded.bannedPhrases, ' synergy '], facts: [...loaded.facts, { statement: 'We were featured in Forbes in 2025.', source: '' }] };
      delete edited.updatedAt;

      const saved = await admin.put('/api/admin/brand-kit').send(edited).expect(200);
      const stale = await admin.put('/api/admin/brand-kit').send({ ...edited, bannedPhrases: ['only this'] });

      expect(saved.body.version).toBe(loaded.version + 1);
      expect(saved.body.bannedPhrases.at(-1)).toBe('synergy');
      expect(saved.body.facts.at(-1)).toEqual({ statement: 'We were featured in Forbes in 2025.' });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ statusCode: 409, message: expect.stringContaining('changed since you loaded it') });
      expect((await admin.get('/api/admin/brand-kit')).body.bannedPhrases).toContain('synergy');
      const revisions = (await admin.get('/api/admin/brand-kit/revisions').expect(200)).body;
      expect(revisions[0]).toMatchObject({ version: loaded.version, reason: 'admin edit', snapshot: { bannedPhrases: loaded.bannedPhrases } });
      expect(await sut.dataSource.getRepository(BrandKitRevision).count()).toBe(1);
    });

    it.each([
      ['no version', { version: undefined }, /version/],
      ['an empty fact', { facts: [{ statement: ' ' }] }, /statement/],
      ['a fact that is text', { facts: ['a fact'] }, /facts/],
      ['an unknown field in a fact', { facts: [{ statement: 'x', weight: 2 }] }, /weight/],
      ['a banned phrase that is a number', { bannedPhrases: [7] }, /bannedPhrases/],
      ['an unknown spelling', { spelling: 'fr-FR' }, /spelling must be one of: en-GB, en-US/],
      ['too many voice rules', { voiceRules: Array.from({ length: 41 }, (_x, i) => `rule ${i}`) }, /voiceRules/],
    ])('answers 400 {statusCode, message} to %s', async (_label, change, message) => {
      const current = (await admin.get('/api/admin/brand-kit')).body;
      const response = await admin.put('/api/admin/brand-kit').send({ ...current, updatedAt: undefined, ...change });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
    });
  });

  describe('GET /api/admin/blog/posts/:id/checks', () => {
    it('answers {score, items} with an unsupported-claim item quoting the sentence, and the real figure supported', async () => {
      const post = await createPost(sut.dataSource, {
        title: 'How we grew a channel',
        content: '## Results\n\nWe have generated 900M views. Our work has generated 55.8M+ views for clients.\n\nRead [our services](/services) and [a missing post](/blog/no-such-post).',
        featuredImage: '/media/x.png',
        featuredImageAlt: '',
      });

      const response = await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200);

      expect(response.body.score).toEqual(expect.any(Number));
      expect(response.body.score).toBeGreaterThanOrEqual(0);
      expect(response.body.score).toBeLessThanOrEqual(100);
      const items = response.body.items as Array<{ id: string; level: string; message: string; excerpt?: string; claim?: { supported: boolean; section: string | null } }>;
      for (const item of items) expect(['blocker', 'warning', 'pass']).toContain(item.level);
      expect(items.find((item) => item.excerpt === 'We have generated 900M views.')).toMatchObject({ level: 'blocker', claim: { supported: false, section: 'Results' } });
      expect(items.find((item) => item.excerpt === 'Our work has generated 55.8M+ views for clients.')).toMatchObject({ level: 'pass', claim: { supported: true } });
      expect(items.find((item) => item.excerpt === '/blog/no-such-post')).toMatchObject({ level: 'blocker' });
      expect(items.find((item) => item.id === 'featured-image-alt')).toMatchObject({ level: 'warning' });
    });

    it('reads the current brand kit: a fact added there supports the claim at once', async () => {
      const post = await createPost(sut.dataSource, { content: '## Press\n\nWe were featured in Forbes in 2025.' });

      const items = (await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body.items as Array<{ excerpt?: string; level: string }>;

      // The fact was added by the PUT test above.
      expect(items.find((item) => item.excerpt === 'We were featured in Forbes in 2025.')?.level).toBe('pass');
    });

    it('counts links to published posts as live and drafts as not', async () => {
      const live = await createPost(sut.dataSource, { published: true });
      const draft = await createPost(sut.dataSource, { published: false, status: 'draft' });
      const post = await createPost(sut.dataSource, { content: `See [live](/blog/${live.slug}) and [draft](/BLOG/${draft.slug}/).` });

      const items = (await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body.items as Array<{ id: string; excerpt?: string }>;

      expect(items.filter((item) => item.id.startsWith('internal-link')).map((item) => item.excerpt)).toEqual([`/BLOG/${draft.slug}/`]);
    });

    it('answers 404 for a post that does not exist and 401 without a session; publishing does not depend on the checks', async () => {
      const post = await createPost(sut.dataSource, { published: false, status: 'draft', content: 'We have generated 900M views.' });

      expect(await admin.get('/api/admin/blog/posts/999999/checks')).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Post not found' } });
      expect((await anonymous().get(`/api/admin/blog/posts/${post.id}/checks`)).status).toBe(401);
      const published = await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200);
      expect(published.body.published).toBe(true);
    });
  });

  describe('POST /api/admin/blog/posts/:id/checks (the editor\'s unsaved text, issue 28 item 2)', () => {
    it('checks the fields sent in place of the stored ones, and writes nothing', async () => {
      const post = await createPost(sut.dataSource, { title: 'Saved title', content: '## Saved\n\nNothing to claim here.', keywords: ['grading'] });
      const before = await sut.dataSource.query('SELECT updated_at, content FROM blog_posts WHERE id = $1', [post.id]);

      const response = await admin
        .post(`/api/admin/blog/posts/${post.id}/checks`)
        .send({ content: '## Typed\n\nWe have generated 900M views. Let us delve into it.', title: 'A game-changer, unsaved' })
        .expect(200);

      const items = response.body.items as Array<{ id: string; level: string; excerpt?: string; position?: { field: string; line: number; column: number; length?: number } }>;
      expect(items.find((item) => item.excerpt === 'We have generated 900M views.')).toMatchObject({ level: 'blocker' });
      expect(items.filter((item) => item.id.startsWith('banned-phrase-')).map((item) => item.position)).toEqual([
        { field: 'content', line: 3, column: 38, length: 'delve'.length },
        { field: 'title', line: 1, column: 3, length: 'game-changer'.length },
      ]);
      // What was not sent is read from the stored post: the keyword is still the stored one.
      expect(items.find((item) => item.id === 'keyword')).toMatchObject({ level: 'warning', excerpt: 'grading' });
      expect(response.body.secondOpinion).toMatchObject({ state: 'off' });
      expect(await sut.dataSource.query('SELECT updated_at, content FROM blog_posts WHERE id = $1', [post.id])).toEqual(before);
      expect((await admin.get(`/api/admin/blog/posts/${post.id}/checks`).expect(200)).body.items.find((item: { excerpt?: string }) => item.excerpt === 'We have generated 900M views.')).toBeUndefined();
    });

    it.each([
      ['content that is not text', { content: 42 }, /content/],
      ['a field a draft check does not read', { published: true }, /property published should not exist/],
      ['a title too long', { title: 'x'.repeat(5000) }, /title/],
    ])('answers 400 {statusCode, message} to %s', async (_label, body, message) => {
      const post = await createPost(sut.dataSource);
      const response = await admin.post(`/api/admin/blog/posts/${post.id}/checks`).send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(message) });
    });

    it('answers 404 for a post that does not exist and 401 without a session', async () => {
      const post = await createPost(sut.dataSource);
      expect(await admin.post('/api/admin/blog/posts/999999/checks').send({ content: 'x' })).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Post not found' } });
      expect((await anonymous().post(`/api/admin/blog/posts/${post.id}/checks`).send({ content: 'x' })).status).toBe(401);
    });
  });

  describe('GET /api/ai/productions/:id/checks', () => {
    const claimLevel = async (productionId: number, sentence: string) => {
      const items = (await admin.get(`/api/ai/productions/${productionId}/checks`).expect(200)).body.items as Array<{ excerpt?: string; level: string }>;
      return items.find((item) => item.excerpt === sentence)?.level;
    };

    it("checks what the approval would put live: the post with the production's pending proposal applied", async () => {
      const production = await createProduction(sut.dataSource);
      const post = await sut.dataSource.getRepository(BlogPost).findOneByOrFail({ id: production.postId });
      await createProposal(sut.dataSource, {
        postId: post.id,
        productionId: production.id,
        baseUpdatedAt: post.updatedAt,
        base: proposalFieldsOf(post),
        changes: { content: '## Proof\n\nWe have generated 900M views.' },
      });

      expect(await claimLevel(production.id, 'We have generated 900M views.')).toBe('blocker');
      expect((await admin.get('/api/ai/productions/999999/checks')).status).toBe(404);
    });

    it('judges a figure typed into the post after the AI draft, not only the AI text (issue 27: what is approved is what was seen)', async () => {
      const production = await createProduction(sut.dataSource, { finalContent: '## Proof\n\nEdit for retention.' });
      await sut.dataSource.getRepository(BlogPost).update(production.postId, { content: '## Proof\n\nEdit for retention.\n\nWe employ more than 500 full-time editors.' });

      expect(await claimLevel(production.id, 'We employ more than 500 full-time editors.')).toBe('blocker');
    });
  });

  describe('featuredImageAlt', () => {
    it('is saved by the editor and served by both APIs', async () => {
      const post = await createPost(sut.dataSource, { published: true });

      const saved = await admin.put(`/api/admin/blog/posts/${post.id}`).send({ featuredImageAlt: '  A colourist at work  ' }).expect(200);
      const bad = await admin.put(`/api/admin/blog/posts/${post.id}`).send({ featuredImageAlt: null });

      expect(saved.body.featuredImageAlt).toBe('A colourist at work');
      expect(bad.status).toBe(400);
      expect((await anonymous().get(`/api/blog/posts/${post.slug}`)).body.featuredImageAlt).toBe('A colourist at work');
    });
  });
});
