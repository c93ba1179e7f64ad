import { INestApplicationContext } from '@nestjs/common';
import { AiJob, BlogPost, Media, PostProposal, PostRevision, PostSlug } from '@app/contract';
import { renderCover } from '@app/cover-designer';
import { createHash } from 'node:crypto';
import request, { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { startWorker, waitForJob } from './support/ai-worker';
import { createFrontendDist } from './support/frontend-dist';
import { loginAgent } from './support/login';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';
import { childText, readXml, xmlElements } from './support/xml';

const PUBLIC_URL = 'https://www.hyperframe.test';
const SLUG_RULE = 'slug must be lowercase letters a-z, digits and single hyphens, at most 200 characters (e.g. how-to-edit-faster)';

/**
 * Issue 28, the post settings: an editable slug whose old address answers 301 for ever, a publish date,
 * the share card, and a new cover proposed when a rename leaves the designed one stale.
 */
describe('Post settings: slugs, permanent redirects, publish date, social preview, cover after a rename', () => {
  let sut: TestApp;
  let admin: Agent;
  let frontend: ReturnType<typeof createFrontendDist>;
  const http = () => request(sut.app.getHttpServer());
  const put = (id: number, body: Record<string, unknown>) => admin.put(`/api/admin/blog/posts/${id}`).send(body);
  const rename = async (id: number, slug: string) => (await put(id, { slug }).expect(200)).body;
  const reload = (id: number) => sut.dataSource.getRepository(BlogPost).findOneByOrFail({ id });

  beforeAll(async () => {
    frontend = createFrontendDist();
    sut = await createTestApp({ FRONTEND_DIST: frontend.dist, PUBLIC_URL, AI_START_MAX: '1000000' });
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await sut.close();
    frontend.remove();
  });

  describe('slug', () => {
    it.each(['Has Capitals', 'has spaces', '-leading', 'trailing-', 'double--hyphen', 'vidéo', 'a/b', 'under_score'])('refuses %j with a 400 naming the rule', async (slug) => {
      const post = await createPost(sut.dataSource);

      const response = await put(post.id, { slug }).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: SLUG_RULE });
      expect((await reload(post.id)).slug).toBe(post.slug);
    });

    it("answers 409 for another post's slug", async () => {
      const owner = await createPost(sut.dataSource, { title: 'Slug owner post' });
      const other = await createPost(sut.dataSource, { title: 'Slug wanting post' });

      expect((await put(other.id, { slug: owner.slug }).expect(409)).body).toEqual({ statusCode: 409, message: 'Another post already uses this slug' });
    });

    it('moves a live post: the old API and page URLs answer 301 to the new ones, in one hop after several renames', async () => {
      const post = await createPost(sut.dataSource, { title: 'Grading on a laptop' });
      await rename(post.id, 'grading-on-a-laptop-2026');
      const latest = await rename(post.id, 'laptop-grading');
      await cacheCaughtUp(sut);

      expect(latest.slug).toBe('laptop-grading');
      for (const old of ['grading-on-a-laptop', 'grading-on-a-laptop-2026']) {
        const api = await http().get(`/api/blog/posts/${old}`).expect(301);
        expect(api.headers.location).toBe('/api/blog/posts/laptop-grading');
        expect(api.headers['cache-control']).toBe('public, max-age=86400');
        const page = await http().get(`/blog/${old}?utm_source=newsletter`).expect(301);
        expect(page.headers.location).toBe('/blog/laptop-grading?utm_source=newsletter');
      }
      // The old address, any case or with a trailing slash, as a page route matches it.
      expect((await http().get('/blog/Grading-On-A-Laptop/').expect(301)).headers.location).toBe('/blog/laptop-grading');
      expect((await http().get('/api/blog/posts/laptop-grading').expect(200)).body).toMatchObject({ id: post.id, slug: 'laptop-grading' });
      await http().get('/blog/laptop-grading').expect(200);
      expect(await sut.dataSource.getRepository(PostSlug).find({ where: { postId: post.id }, order: { slug: 'ASC' } })).toEqual([
        expect.objectContaining({ slug: 'grading-on-a-laptop' }),
        expect.objectContaining({ slug: 'grading-on-a-laptop-2026' }),
      ]);
    });

    it('puts only the new slug in the sitemap, the RSS feed, the canonical URL and the JSON-LD', async () => {
      const post = await createPost(sut.dataSource, { title: 'Sound first editing' });
      await rename(post.id, 'sound-first');
      await cacheCaughtUp(sut);

      const sitemap = (await http().get('/sitemap.xml').expect(200)).text;
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}/blog/sound-first</loc>`);
      expect(sitemap).not.toContain('/blog/sound-first-editing<');
      const rss = readXml((await http().get('/rss.xml').expect(200)).text).root;
      const links = xmlElements(rss, 'item').map((item) => childText(item, 'link'));
      expect(links).toContain(`${PUBLIC_URL}/blog/sound-first`);
      expect(links).not.toContain(`${PUBLIC_URL}/blog/sound-first-editing`);
      const html = (await http().get('/blog/sound-first').expect(200)).text;
      expect(html).toContain(`<link data-head rel="canonical" href="${PUBLIC_URL}/blog/sound-first">`);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json" data-head>([\s\S]*?)<\/script>/.exec(html)![1]);
      expect(jsonLd).toMatchObject({ '@type': 'Article', url: `${PUBLIC_URL}/blog/sound-first`, mainEntityOfPage: `${PUBLIC_URL}/blog/sound-first` });
    });

    it('keeps no old address for a draft that was never live', async () => {
      const draft = await createPost(sut.dataSource, { title: 'Never live draft', published: false, status: 'draft' });

      await rename(draft.id, 'still-never-live');
      await cacheCaughtUp(sut);

      expect(await sut.dataSource.getRepository(PostSlug).countBy({ postId: draft.id })).toBe(0);
      await http().get('/api/blog/posts/never-live-draft').expect(404);
      const reuse = await admin.post('/api/admin/blog/posts').send({ title: 'Never live draft', category: 'Video Editing' }).expect(201);
      expect(reuse.body.slug).toBe('never-live-draft');
    });

    it("keeps an old address for its post: a new post's derived slug skips it, an edit must take it explicitly", async () => {
      const first = await createPost(sut.dataSource, { title: 'Colour for beginners' });
      await rename(first.id, 'colour-basics');

      const derived = await admin.post('/api/admin/blog/posts').send({ title: 'Colour for beginners', category: 'Video Editing' }).expect(201);
      expect(derived.body.slug).toBe('colour-for-beginners-2');

      const refused = await put(derived.body.id, { slug: 'colour-for-beginners' }).expect(409);
      expect(refused.body.message).toBe(
        'This slug is an old address of "Colour for beginners" and redirects to /blog/colour-basics; send takeOldSlug: true to use it for this post (the old link will then open this post)',
      );

      await put(derived.body.id, { slug: 'colour-for-beginners', takeOldSlug: true, published: true }).expect(200);
      await cacheCaughtUp(sut);

      expect((await http().get('/api/blog/posts/colour-for-beginners').expect(200)).body.id).toBe(derived.body.id);
      await http().get('/blog/colour-for-beginners').expect(200);
      expect(await sut.dataSource.getRepository(PostSlug).findOneBy({ slug: 'colour-for-beginners' })).toBeNull();
    });

    it('lets a post go back to its own old slug without asking, and redirects the one it leaves', async () => {
      const post = await createPost(sut.dataSource, { title: 'Round trip slug' });
      await rename(post.id, 'round-trip-renamed');

      await rename(post.id, 'round-trip-slug');
      await cacheCaughtUp(sut);

      await http().get('/api/blog/posts/round-trip-slug').expect(200);
      expect((await http().get('/api/blog/posts/round-trip-renamed').expect(301)).headers.location).toBe('/api/blog/posts/round-trip-slug');
    });

    it('redirects only while the post is live, and keeps the old address reserved meanwhile', async () => {
      const post = await createPost(sut.dataSource, { title: 'Paused article' });
      await rename(post.id, 'paused-article-new');
      await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: false }).expect(200);
      await cacheCaughtUp(sut);

      await http().get('/api/blog/posts/paused-article').expect(404);
      await http().get('/blog/paused-article').expect(404);
      const other = await createPost(sut.dataSource, { title: 'Another paused' });
      await put(other.id, { slug: 'paused-article' }).expect(409);

      await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200);
      await cacheCaughtUp(sut);
      expect((await http().get('/blog/paused-article').expect(301)).headers.location).toBe('/blog/paused-article-new');
    });

    it('answers the 301s from Postgres while Redis is unreachable (the public cache bypassed)', async () => {
      const post = await createPost(sut.dataSource, { title: 'Redis down rename' });
      await rename(post.id, 'redis-down-renamed');
      const offline = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', FRONTEND_DIST: frontend.dist, PUBLIC_URL }, { database: sut.database });
      try {
        const api = await request(offline.app.getHttpServer()).get('/api/blog/posts/redis-down-rename').expect(301);
        expect(api.headers.location).toBe('/api/blog/posts/redis-down-renamed');
        expect((await request(offline.app.getHttpServer()).get('/blog/redis-down-rename').expect(301)).headers.location).toBe('/blog/redis-down-renamed');
        await request(offline.app.getHttpServer()).get('/blog/redis-down-nothing').expect(404);
      } finally {
        await offline.close();
      }
    });

    it('restoring a revision with an old slug takes the slug back and redirects the current one', async () => {
      const post = (await admin.post('/api/admin/blog/posts').send({ title: 'Restored address', category: 'Video Editing', published: true }).expect(201)).body;
      await rename(post.id, 'restored-address-v2');
      const [beforeRename] = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;

      const restored = await admin.post(`/api/admin/blog/posts/${post.id}/revisions/${beforeRename.id}/restore`).expect(200);
      await cacheCaughtUp(sut);

      expect(restored.body.slug).toBe('restored-address');
      expect((await http().get('/api/blog/posts/restored-address-v2').expect(301)).headers.location).toBe('/api/blog/posts/restored-address');
    });
  });

  describe('publish date', () => {
    it('backdates a live post: its RSS date follows; the date as loaded changes nothing', async () => {
      const post = (await admin.post('/api/admin/blog/posts').send({ title: 'Moved from the old blog', category: 'Video Marketing', published: true }).expect(201)).body;

      const saved = (await put(post.id, { ...post, publishedAt: '2024-05-06T07:08:09.000Z' }).expect(200)).body;
      await cacheCaughtUp(sut);

      expect(saved.publishedAt).toBe('2024-05-06T07:08:09.000Z');
      const item = xmlElements(readXml((await http().get('/rss.xml').expect(200)).text).root, 'item').find((entry) => childText(entry, 'title') === 'Moved from the old blog')!;
      expect(childText(item, 'pubDate')).toBe('Mon, 06 May 2024 07:08:09 GMT');
      const revisions = await sut.dataSource.getRepository(PostRevision).countBy({ postId: post.id });

      const again = (await put(post.id, saved).expect(200)).body;

      expect(again.updatedAt).toBe(saved.updatedAt);
      expect(await sut.dataSource.getRepository(PostRevision).countBy({ postId: post.id })).toBe(revisions);
    });

    it.each([
      ['in the future', () => new Date(Date.now() + 3600_000).toISOString(), 'publishedAt cannot be in the future: schedule a draft with PATCH {publishAt} instead'],
      ['before 2000', () => '1999-12-31T23:59:59.000Z', 'publishedAt must be after 2000-01-01'],
      ['null on a live post', () => null, 'A live post keeps its publish date; send a date, or unpublish the post'],
      ['not a date', () => 'last tuesday', 'publishedAt must be an ISO 8601 timestamp'],
    ])('refuses a publish date %s', async (_label, value, message) => {
      const post = await createPost(sut.dataSource, { publishedAt: new Date('2025-01-01T00:00:00Z') });

      expect((await put(post.id, { publishedAt: value() }).expect(400)).body.message).toBe(message);
      expect((await reload(post.id)).publishedAt).toEqual(new Date('2025-01-01T00:00:00Z'));
    });

    it('refuses a new publish date on a draft, and takes it with the publish in the same save', async () => {
      const draft = await createPost(sut.dataSource, { published: false, status: 'draft', publishedAt: null });

      expect((await put(draft.id, { publishedAt: '2025-02-03T04:05:06.000Z' }).expect(400)).body.message).toBe(
        'Only a live post has a publish date: publish it first, or schedule a draft with PATCH {publishAt}',
      );
      await put(draft.id, { publishedAt: null }).expect(200);
      const live = (await put(draft.id, { published: true, publishedAt: '2025-02-03T04:05:06.000Z' }).expect(200)).body;
      expect(live).toMatchObject({ published: true, publishedAt: '2025-02-03T04:05:06.000Z' });
    });
  });

  describe('settings read', () => {
    it("answers the share card from the article's own head tags, the old addresses and the cover's state", async () => {
      const post = await createPost(sut.dataSource, {
        title: 'Share me well',
        metaDescription: 'What the card says',
        featuredImage: 'https://images.example.com/share.jpg',
        featuredImageAlt: 'An editing suite',
      });
      await rename(post.id, 'share-me');

      const settings = (await admin.get(`/api/admin/blog/posts/${post.id}/settings`).expect(200)).body;

      expect(settings).toEqual({
        postId: post.id,
        socialPreview: {
          title: 'Share me well - Hyperframe',
          description: 'What the card says',
          image: 'https://images.example.com/share.jpg',
          imageAlt: 'An editing suite',
          url: `${PUBLIC_URL}/blog/share-me`,
          siteName: 'Hyperframe',
          twitterCard: 'summary_large_image',
        },
        oldSlugs: [{ slug: 'share-me-well', since: expect.any(String) }],
        cover: { kind: 'other', designedFor: null, stale: false },
      });
      const page = (await http().get('/blog/share-me').expect(200)).text;
      expect(page).toContain('<meta data-head property="og:title" content="Share me well - Hyperframe">');
      expect(page).toContain('<meta data-head property="og:description" content="What the card says">');
      await admin.get('/api/admin/blog/posts/999999/settings').expect(404);
      await http().get(`/api/admin/blog/posts/${post.id}/settings`).expect(401);
    });
  });

  describe('cover after a rename', () => {
    let worker: INestApplicationContext;

    beforeAll(async () => {
      worker = await startWorker(sut);
    });

    afterAll(() => worker.close());

    async function postWithCover(title: string, overrides: Partial<BlogPost> = {}): Promise<BlogPost> {
      const cover = renderCover({ title, category: 'Video Editing', variant: 0 });
      const hash = createHash('sha256').update(cover.png).digest('hex');
      await sut.dataSource
        .getRepository(Media)
        .insert({ hash, contentType: 'image/png', extension: 'png', bytes: cover.png, width: cover.width, height: cover.height, source: 'cover', coverTitle: title });
      return createPost(sut.dataSource, { title, featuredImage: `/media/${hash}.png`, featuredImageAlt: `Featured image for "${title}"`, ...overrides });
    }

    it('proposes a new cover for the new title, which waits for the admin even on an untouched draft', async () => {
      const post = await postWithCover('Old title on the cover', { published: false, status: 'draft' });
      const loaded = (await admin.get(`/api/admin/blog/posts/${post.id}`).expect(200)).body;
      expect((await admin.get(`/api/admin/blog/posts/${post.id}/settings`).expect(200)).body.cover).toEqual({ kind: 'cover', designedFor: 'Old title on the cover', stale: false });

      const saved = (await put(post.id, { ...loaded, title: 'New title for the post' }).expect(200)).body;

      expect(saved.coverJobId).toEqual(expect.any(String));
      expect((await admin.get(`/api/admin/blog/posts/${post.id}/settings`).expect(200)).body.cover).toEqual({ kind: 'cover', designedFor: 'Old title on the cover', stale: true });
      const job = await waitForJob(admin, saved.coverJobId);
      expect(job).toMatchObject({ state: 'completed', kind: 'regenerate-post-image' });
      const proposal = await sut.dataSource.getRepository(PostProposal).findOneByOrFail({ jobId: saved.coverJobId });
      expect(proposal).toMatchObject({ kind: 'image', state: 'pending', changes: { featuredImageAlt: expect.stringContaining('New title for the post') } });
      // Never applied by itself: the post keeps its image until the admin accepts.
      expect((await reload(post.id)).featuredImage).toBe(post.featuredImage);
      const newCover = await sut.dataSource.getRepository(Media).findOneByOrFail({ hash: /\/media\/([0-9a-f]+)\.png/.exec(proposal.changes.featuredImage!)![1] });
      expect(newCover).toMatchObject({ source: 'cover', coverTitle: 'New title for the post' });
      const pending = (await admin.get(`/api/admin/blog/posts/${post.id}/proposals`).expect(200)).body;
      expect(pending.map((item: { id: number }) => item.id)).toContain(proposal.id);
    });

    it('proposes nothing for a save that keeps the title, sets another image, or whose image is not a cover of the old title', async () => {
      const kept = await postWithCover('Title stays put');
      const swapped = await postWithCover('Title and image change');
      const outside = await createPost(sut.dataSource, { title: 'Outside image post', featuredImage: 'https://images.example.com/a.jpg' });
      const otherTitle = await postWithCover('Cover drawn for something else');
      await put(otherTitle.id, { title: 'Renamed once' }).expect(200);
      const jobsBefore = await sut.dataSource.getRepository(AiJob).count();

      expect((await put(kept.id, { excerpt: 'Only the excerpt' }).expect(200)).body.coverJobId).toBeNull();
      expect((await put(swapped.id, { title: 'Both changed', featuredImage: 'https://images.example.com/b.jpg' }).expect(200)).body.coverJobId).toBeNull();
      expect((await put(outside.id, { title: 'Outside image renamed' }).expect(200)).body.coverJobId).toBeNull();
      // Its cover shows 'Cover drawn for something else', not the title it is renamed from now.
      expect((await put(otherTitle.id, { title: 'Renamed twice' }).expect(200)).body.coverJobId).toBeNull();

      expect(await sut.dataSource.getRepository(AiJob).count()).toBe(jobsBefore);
    });
  });
});
