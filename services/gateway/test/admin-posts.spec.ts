import { BlogPost, PostRevision } from '@app/contract';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import request from 'supertest';
import { PostsService } from '../src/posts/posts.service';
import { createPost } from './factories/post.factory';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

/** Exactly what the admin front end sends when it turns an idea into a draft (spec §7). */
function draftPayload(title: string) {
  return {
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''),
    excerpt: `A draft about ${title}`,
    content: DRAFT_PLACEHOLDER_CONTENT,
    category: 'Video Editing',
    metaDescription: `Read about ${title}`,
    estimatedReadTime: 5,
    keywords: '[]',
    published: false,
  };
}

describe('Admin blog API', () => {
  let sut: TestApp;
  let admin: request.Agent;

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
  });

  afterAll(async () => {
    await sut.close();
  });

  const publicApi = () => request(sut.app.getHttpServer());
  const revisionsOf = (postId: number) => sut.dataSource.getRepository(PostRevision).find({ where: { postId }, order: { id: 'ASC' } });

  describe('create', () => {
    it('creates a draft from the front end payload with defaults', async () => {
      const response = await admin.post('/api/admin/blog/posts').send(draftPayload('Cutting Dialogue Fast')).expect(201);

      expect(response.body).toMatchObject({
        id: expect.any(Number),
        title: 'Cutting Dialogue Fast',
        slug: 'cutting-dialogue-fast',
        content: DRAFT_PLACEHOLDER_CONTENT,
        category: 'Video Editing',
        author: 'Hyperframe Team',
        estimatedReadTime: 5,
        keywords: [],
        published: false,
        status: 'draft',
        publishedAt: null,
        featuredImage: null,
      });
    });

    it('derives the slug by the spec rule when absent and suffixes a taken one', async () => {
      const base = { title: '  Colour & Light: A Guide!  ', category: 'Video Marketing' };

      const first = await admin.post('/api/admin/blog/posts').send(base).expect(201);
      const second = await admin.post('/api/admin/blog/posts').send(base).expect(201);
      const third = await admin.post('/api/admin/blog/posts').send({ ...base, slug: 'colour-light-a-guide' }).expect(201);

      expect([first.body.slug, second.body.slug, third.body.slug]).toEqual([
        'colour-light-a-guide',
        'colour-light-a-guide-2',
        'colour-light-a-guide-3',
      ]);
      expect(first.body.title).toBe('Colour & Light: A Guide!');
    });

    it('gives parallel creates of one title distinct slugs', async () => {
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => admin.post('/api/admin/blog/posts').send({ title: 'Race Me', category: 'Video Editing' })),
      );

      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(responses.map((response) => response.body.slug)).size).toBe(4);
    });

    it.each([
      ['a JSON string', '["YouTube", "retention"]'],
      ['an array', ['YouTube', 'retention']],
      ['a comma-separated string', 'YouTube, retention'],
    ])('accepts keywords as %s', async (_label, keywords) => {
      const response = await admin
        .post('/api/admin/blog/posts')
        .send({ title: `Keywords ${Math.random()}`, category: 'Video Editing', keywords })
        .expect(201);

      expect(response.body.keywords).toEqual(['YouTube', 'retention']);
    });

    it('accepts a site path or an empty featured image', async () => {
      const path = await admin
        .post('/api/admin/blog/posts')
        .send({ title: 'With cover', category: 'Video Editing', featuredImage: '/media/abc123.png' })
        .expect(201);
      const empty = await admin.post('/api/admin/blog/posts').send({ title: 'No cover', category: 'Video Editing', featuredImage: '' }).expect(201);

      expect(path.body.featuredImage).toBe('/media/abc123.png');
      expect(empty.body.featuredImage).toBeNull();
    });

    it.each([
      ['an unknown category', { category: 'Cooking' }, /category/],
      ['a featuredImage that is not a URL', { featuredImage: 'not a url' }, /featuredImage/],
      ['a javascript: featuredImage', { featuredImage: 'javascript:alert(1)' }, /featuredImage/],
      // Browsers read a backslash as a slash: /\evil.example/x.png loads //evil.example/x.png.
      ['a backslash path that browsers resolve off-site', { featuredImage: '/\\evil.example/x.png' }, /featuredImage/],
      ['a protocol-relative path', { featuredImage: '//evil.example/x.png' }, /featuredImage/],
      ['a backslash anywhere in the path', { featuredImage: '/media\\..\\x.png' }, /featuredImage/],
      ['a backslash in a URL', { featuredImage: 'https://cdn.example\\@evil.example/x.png' }, /featuredImage/],
      ['a control character in a path', { featuredImage: '/media/x\u0000.png' }, /featuredImage/],
      ['a zero read time', { estimatedReadTime: 0 }, /estimatedReadTime/],
      ['a negative read time', { estimatedReadTime: -3 }, /estimatedReadTime/],
      ['a read time given as text', { estimatedReadTime: '5' }, /estimatedReadTime/],
      ['a blank title', { title: '' }, /title/],
      ['keywords as a number', { keywords: 42 }, /keywords/],
      ['published as text', { published: 'yes' }, /published/],
      ['an unknown field', { isAdmin: true }, /isAdmin/],
    ])('answers 400 naming the field for %s', async (_label, override, field) => {
      const response = await admin.post('/api/admin/blog/posts').send({ ...draftPayload('Invalid one'), ...override });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ statusCode: 400, message: expect.stringMatching(field) });
    });
  });

  describe('list', () => {
    it('lists every post, drafts included, newest first, with content', async () => {
      await createPost(sut.dataSource, { title: 'Listed old live', createdAt: new Date('2020-01-01T00:00:00Z') });
      await createPost(sut.dataSource, { title: 'Listed new draft', published: false, status: 'draft', createdAt: new Date('2030-01-01T00:00:00Z') });

      const response = await admin.get('/api/admin/blog/posts').expect(200);

      const titles: string[] = response.body.map((post: { title: string }) => post.title);
      expect(titles[0]).toBe('Listed new draft');
      expect(titles[titles.length - 1]).toBe('Listed old live');
      expect(response.body[0]).toMatchObject({ published: false, content: expect.any(String) });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it.each(['999999', '0', '99999999999'])('answers 404 for post id %s', async (id) => {
      const response = await admin.get(`/api/admin/blog/posts/${id}`).expect(404);

      expect(response.body).toEqual({ statusCode: 404, message: 'Post not found' });
    });

    it.each(['abc', '-1', '0x1', '1.0'])('answers 400 for post id %s (ids are decimal integers)', async (id) => {
      const response = await admin.get(`/api/admin/blog/posts/${id}`).expect(400);

      expect(response.body).toEqual({ statusCode: 400, message: 'id must be a decimal integer' });
    });
  });

  describe('update', () => {
    it('saves the full edited post and records the previous state', async () => {
      const created = (await admin.post('/api/admin/blog/posts').send(draftPayload('Edit Me')).expect(201)).body;
      const edited = { ...created, title: 'Edited title', content: '## Written\n\nReal words.', author: 'Sam Editor', keywords: ['a', 'b'] };

      const response = await admin.put(`/api/admin/blog/posts/${created.id}`).send(edited).expect(200);

      expect(response.body).toMatchObject({ id: created.id, title: 'Edited title', author: 'Sam Editor', slug: 'edit-me', keywords: ['a', 'b'] });
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
      const revisions = await revisionsOf(created.id);
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ reason: 'admin edit', snapshot: { title: 'Edit Me', content: DRAFT_PLACEHOLDER_CONTENT } });
    });

    it('answers 409 for a stale updatedAt and keeps the newer work', async () => {
      const loaded = (await admin.post('/api/admin/blog/posts').send(draftPayload('Two Tabs')).expect(201)).body;
      await admin.put(`/api/admin/blog/posts/${loaded.id}`).send({ ...loaded, title: 'Newer work' }).expect(200);

      const stale = await admin.put(`/api/admin/blog/posts/${loaded.id}`).send({ ...loaded, title: 'Stale overwrite' });

      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ statusCode: 409, message: expect.stringMatching(/changed since you loaded it/), conflict: { post: { title: 'Newer work' }, changedFields: ['title'] } });
      const current = await admin.get(`/api/admin/blog/posts/${loaded.id}`).expect(200);
      expect(current.body.title).toBe('Newer work');
    });

    it('accepts a PUT whose updatedAt is the stored one (saved twice in a row)', async () => {
      const loaded = (await admin.post('/api/admin/blog/posts').send(draftPayload('Save Twice')).expect(201)).body;
      const first = (await admin.put(`/api/admin/blog/posts/${loaded.id}`).send({ ...loaded, excerpt: 'one' }).expect(200)).body;

      await admin.put(`/api/admin/blog/posts/${loaded.id}`).send({ ...first, excerpt: 'two' }).expect(200);
    });

    it.each([
      ['a null title', { title: null }, /title/],
      ['an unknown category', { category: 'Nope' }, /category/],
      ['a bad updatedAt', { updatedAt: 'yesterday' }, /updatedAt/],
    ])('answers 400 for %s', async (_label, override, field) => {
      const post = await createPost(sut.dataSource);

      const response = await admin.put(`/api/admin/blog/posts/${post.id}`).send(override);

      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(field);
    });

    it('answers 409 when the slug is taken by another post', async () => {
      const taken = await createPost(sut.dataSource, { title: 'Slug owner' });
      const other = await createPost(sut.dataSource, { title: 'Slug wanter' });

      const response = await admin.put(`/api/admin/blog/posts/${other.id}`).send({ slug: taken.slug });

      expect(response.status).toBe(409);
    });

    it.each(['put', 'patch', 'delete'] as const)('answers 404 to %s on an unknown id', async (method) => {
      const response = await admin[method]('/api/admin/blog/posts/987654').send(method === 'patch' ? { published: true } : {});

      expect(response.status).toBe(404);
    });
  });

  describe('publish', () => {
    it('keeps a draft invisible publicly until PATCH published true, and hides it again on unpublish', async () => {
      const draft = (await admin.post('/api/admin/blog/posts').send(draftPayload('Secret Until Launch')).expect(201)).body;
      await publicApi().get('/api/blog/posts/secret-until-launch').expect(404);
      expect((await publicApi().get('/api/blog/posts')).body.map((post: { id: number }) => post.id)).not.toContain(draft.id);

      const published = await admin.patch(`/api/admin/blog/posts/${draft.id}`).send({ published: true }).expect(200);

      expect(published.body).toMatchObject({ published: true, status: 'published', publishedAt: expect.any(String) });
      await publicApi().get('/api/blog/posts/secret-until-launch').expect(200);
      expect((await publicApi().get('/api/blog/posts')).body.map((post: { id: number }) => post.id)).toContain(draft.id);

      const unpublished = await admin.patch(`/api/admin/blog/posts/${draft.id}`).send({ published: false }).expect(200);

      expect(unpublished.body).toMatchObject({ published: false, status: 'draft', publishedAt: published.body.publishedAt });
      await publicApi().get('/api/blog/posts/secret-until-launch').expect(404);
      const reasons = (await revisionsOf(draft.id)).map((revision) => revision.reason);
      expect(reasons).toEqual(['publish', 'unpublish']);
    });

    it('keeps the first publishedAt when published again', async () => {
      const post = await createPost(sut.dataSource, { published: false, status: 'draft' });
      const first = (await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200)).body;
      await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: false }).expect(200);

      const again = (await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200)).body;

      expect(again.publishedAt).toBe(first.publishedAt);
    });

    it.each([[{}], [{ published: 'true' }], [{ published: true, title: 'sneaky' }]])('answers 400 for the body %j', async (body) => {
      const post = await createPost(sut.dataSource);

      const response = await admin.patch(`/api/admin/blog/posts/${post.id}`).send(body);

      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/published|title/);
    });
  });

  describe('revisions', () => {
    it('lists revisions newest first and restores one, recording the restore', async () => {
      const post = (await admin.post('/api/admin/blog/posts').send(draftPayload('Versioned Post')).expect(201)).body;
      const v2 = (await admin.put(`/api/admin/blog/posts/${post.id}`).send({ ...post, title: 'Version two' }).expect(200)).body;
      await admin.put(`/api/admin/blog/posts/${post.id}`).send({ ...v2, title: 'Version three', content: 'Third' }).expect(200);

      const revisions = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;

      expect(revisions.map((revision: { snapshot: { title: string } }) => revision.snapshot.title)).toEqual(['Version two', 'Versioned Post']);
      expect(revisions[0]).toMatchObject({ postId: post.id, reason: 'admin edit', createdAt: expect.any(String) });

      const original = revisions[1];
      const restored = await admin.post(`/api/admin/blog/posts/${post.id}/revisions/${original.id}/restore`).expect(200);

      expect(restored.body).toMatchObject({ id: post.id, title: 'Versioned Post', content: DRAFT_PLACEHOLDER_CONTENT, slug: 'versioned-post' });
      const after = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;
      expect(after[0]).toMatchObject({ reason: `restore of revision #${original.id}`, snapshot: { title: 'Version three', content: 'Third' } });
    });

    it('deletes a post but keeps its revisions, and restores it under its old id', async () => {
      const post = (await admin.post('/api/admin/blog/posts').send(draftPayload('Deleted By Mistake')).expect(201)).body;
      await admin.patch(`/api/admin/blog/posts/${post.id}`).send({ published: true }).expect(200);

      const deleted = await admin.delete(`/api/admin/blog/posts/${post.id}`).expect(200);

      expect(deleted.body).toEqual({ id: post.id, deleted: true, revisionId: expect.any(Number) });
      await admin.get(`/api/admin/blog/posts/${post.id}`).expect(404);
      await publicApi().get('/api/blog/posts/deleted-by-mistake').expect(404);
      const revisions = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;
      expect(revisions[0]).toMatchObject({ id: deleted.body.revisionId, reason: 'delete', snapshot: { title: 'Deleted By Mistake', published: true } });

      const restored = await admin.post(`/api/admin/blog/posts/${post.id}/revisions/${revisions[0].id}/restore`).expect(200);

      expect(restored.body).toMatchObject({ id: post.id, title: 'Deleted By Mistake', published: true, slug: 'deleted-by-mistake' });
      await publicApi().get('/api/blog/posts/deleted-by-mistake').expect(200);
      const created = await admin.post('/api/admin/blog/posts').send({ title: 'After restore', category: 'Video Editing' }).expect(201);
      expect(created.body.id).not.toBe(post.id);
    });

    it('restores every field of a deleted post, its image alt text included', async () => {
      const fields = { ...draftPayload('Alt Text Kept'), featuredImage: 'https://example.com/cover.png', featuredImageAlt: 'An editor at two monitors', metaDescription: 'Kept meta' };
      const post = (await admin.post('/api/admin/blog/posts').send(fields).expect(201)).body;
      await admin.delete(`/api/admin/blog/posts/${post.id}`).expect(200);
      const [deletion] = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;

      const restored = await admin.post(`/api/admin/blog/posts/${post.id}/revisions/${deletion.id}/restore`).expect(200);

      // Every editable field comes back; the row's own times are the restore's (a revision keeps only the fields).
      const { updatedAt: _updatedAt, publishedAt: _publishedAt, createdAt: _createdAt, ...before } = post;
      expect(restored.body).toMatchObject(before);
      expect(restored.body.featuredImageAlt).toBe('An editor at two monitors');
    });

    it('brings a deleted published post back with its own dates: it does not jump to the featured slot or the top of the feed', async () => {
      const posts = sut.dataSource.getRepository(BlogPost);
      const old = await createPost(sut.dataSource, { title: 'Published long ago' });
      const createdAt = new Date('2024-03-01T09:00:00.000Z');
      const publishedAt = new Date('2024-03-02T10:30:00.000Z');
      await posts.update(old.id, { createdAt, publishedAt });
      const newest = await createPost(sut.dataSource, { title: 'The newest post' });
      const firstBefore = (await publicApi().get('/api/blog/posts').expect(200)).body[0];
      expect(firstBefore).toMatchObject({ id: newest.id });

      await admin.delete(`/api/admin/blog/posts/${old.id}`).expect(200);
      const [deletion, ...older] = (await admin.get(`/api/admin/blog/posts/${old.id}/revisions`).expect(200)).body;
      expect(older).toEqual([]);
      const restored = await admin.post(`/api/admin/blog/posts/${old.id}/revisions/${deletion.id}/restore`).expect(200);

      expect(restored.body).toMatchObject({ id: old.id, published: true, createdAt: createdAt.toISOString() });
      expect(await posts.findOneByOrFail({ id: old.id })).toMatchObject({ createdAt, publishedAt });
      expect((await publicApi().get('/api/blog/posts').expect(200)).body[0]).toMatchObject({ id: newest.id });
      const article = (await publicApi().get(`/api/blog/posts/${restored.body.slug}`).expect(200)).body;
      expect(article.createdAt).toBe(createdAt.toISOString());
    });

    it('keeps the dates when an older revision of a deleted post is restored, and when a revision made before revisions kept dates is', async () => {
      const posts = sut.dataSource.getRepository(BlogPost);
      const post = await createPost(sut.dataSource, { title: 'Edited then deleted' });
      const createdAt = new Date('2023-05-05T05:05:05.000Z');
      await posts.update(post.id, { createdAt, publishedAt: createdAt });
      await admin.put(`/api/admin/blog/posts/${post.id}`).send({ title: 'Edited then deleted, v2' }).expect(200);
      await admin.delete(`/api/admin/blog/posts/${post.id}`).expect(200);
      const revisions = (await admin.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(200)).body;
      const firstEdit = revisions[revisions.length - 1];

      await admin.post(`/api/admin/blog/posts/${post.id}/revisions/${firstEdit.id}/restore`).expect(200);
      expect(await posts.findOneByOrFail({ id: post.id })).toMatchObject({ title: 'Edited then deleted', createdAt, publishedAt: createdAt });

      // A revision written before snapshots carried the dates: the oldest revision's time stands in, never "now".
      const legacy = await createPost(sut.dataSource, { title: 'Legacy history' });
      await admin.delete(`/api/admin/blog/posts/${legacy.id}`).expect(200);
      const revisionsRepo = sut.dataSource.getRepository(PostRevision);
      const [legacyDeletion] = await revisionsOf(legacy.id);
      const { postCreatedAt: _created, postPublishedAt: _published, ...oldShape } = legacyDeletion.snapshot;
      const writtenAt = new Date('2022-01-01T00:00:00.000Z');
      await revisionsRepo.update(legacyDeletion.id, { snapshot: oldShape, createdAt: writtenAt });
      await admin.post(`/api/admin/blog/posts/${legacy.id}/revisions/${legacyDeletion.id}/restore`).expect(200);
      expect(await posts.findOneByOrFail({ id: legacy.id })).toMatchObject({ createdAt: writtenAt, publishedAt: writtenAt });
    });

    it('answers 404 for an unknown revision or one of another post', async () => {
      const a = await createPost(sut.dataSource);
      const b = await createPost(sut.dataSource);
      await admin.patch(`/api/admin/blog/posts/${a.id}`).send({ published: false }).expect(200);
      const [revisionOfA] = await revisionsOf(a.id);

      await admin.post(`/api/admin/blog/posts/${b.id}/revisions/${revisionOfA.id}/restore`).expect(404);
      await admin.post(`/api/admin/blog/posts/${a.id}/revisions/999999/restore`).expect(404);
      await admin.get('/api/admin/blog/posts/999999/revisions').expect(404);
    });
  });

  describe(PostsService.name, () => {
    let service: PostsService;

    beforeAll(() => {
      service = sut.app.get(PostsService);
    });

    it('joins a caller transaction: a rollback leaves neither post nor revision', async () => {
      const existing = await createPost(sut.dataSource, { title: 'Rolled back edit' });

      await expect(
        sut.dataSource.transaction(async (manager) => {
          await service.createPost({ title: 'Never saved', category: 'Video Editing' }, manager);
          await service.updatePost(existing.id, { title: 'Never applied' }, 'ai revision', manager);
          throw new Error('caller failed');
        }),
      ).rejects.toThrow('caller failed');

      expect(await sut.dataSource.getRepository(BlogPost).findOne({ where: { slug: 'never-saved' } })).toBeNull();
      expect((await service.findById(existing.id)).title).toBe('Rolled back edit');
      expect(await revisionsOf(existing.id)).toHaveLength(0);
    });

    it('records the reason the caller gives and sets a workflow status', async () => {
      const post = await service.createPost({ title: 'AI wrote this', category: 'Video Marketing', content: DRAFT_PLACEHOLDER_CONTENT });

      const updated = await service.updatePost(post.id, { content: '# Done', status: 'ready_for_review' }, 'AI production #7');

      expect(updated.status).toBe('ready_for_review');
      expect((await revisionsOf(post.id))[0]).toMatchObject({ reason: 'AI production #7', snapshot: { content: DRAFT_PLACEHOLDER_CONTENT } });
    });

    it('throws a 404 NotFoundException for a missing post', async () => {
      await expect(service.findById(424242)).rejects.toMatchObject({ status: 404 });
    });
  });
});
