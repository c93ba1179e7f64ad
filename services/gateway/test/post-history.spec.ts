import { PostProposal, PostRevision, proposalFieldsOf, BlogPost } from '@app/contract';
import { randomUUID } from 'node:crypto';
import { Agent } from 'supertest';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

interface Version {
  number: number;
  revisionId: number | null;
  label: string;
  madeBy: { kind: string; [detail: string]: unknown };
  madeAt: string;
  replacedAt: string | null;
  title: string;
  published: boolean;
}

/** Issue 28: the history says who or what made each version, numbers them 1, 2, 3..., and compares any two. */
describe('Readable post history', () => {
  let sut: TestApp;
  let admin: Agent;
  const history = async (id: number, query = '') => (await admin.get(`/api/admin/blog/posts/${id}/history${query}`).expect(200)).body;
  const revisionCount = (postId: number) => sut.dataSource.getRepository(PostRevision).countBy({ postId });

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
  });

  afterAll(() => sut.close());

  /** A pending AI revision of the post as it is now, as the worker would store it. */
  async function pendingAiRevision(postId: number, feedback: string): Promise<PostProposal> {
    const post = await sut.dataSource.getRepository(BlogPost).findOneByOrFail({ id: postId });
    const repository = sut.dataSource.getRepository(PostProposal);
    return repository.save(
      repository.create({
        postId,
        jobId: randomUUID(),
        kind: 'revision',
        state: 'pending',
        baseUpdatedAt: post.updatedAt,
        base: proposalFieldsOf(post),
        changes: { content: `${post.content}\n\nA punchier ending.` },
        feedback,
      }),
    );
  }

  it('labels every version by what made it, numbered without gaps, the current post last', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'History in words', category: 'Video Editing' }).expect(201)).body;
    const edited = (await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...created, content: '## One\n\nWritten by hand.' }).expect(200)).body;
    await admin.patch(`/api/admin/blog/posts/${created.id}`).send({ published: true }).expect(200);
    const proposal = await pendingAiRevision(created.id, 'make the intro punchier');
    await admin.post(`/api/admin/blog/proposals/${proposal.id}/accept`).send({}).expect(200);
    const before = await history(created.id);
    const handWritten = before.items.find((version: Version) => version.label === 'You, in the editor');
    await admin.post(`/api/admin/blog/posts/${created.id}/revisions/${handWritten.revisionId}/restore`).expect(200);

    const body = await history(created.id);

    expect(body).toMatchObject({ postId: created.id, page: 1, pageSize: 20, total: 4, next: null });
    expect([body.current, ...body.items].map((version: Version) => [version.number, version.label])).toEqual([
      [5, 'Restored from revision 2'],
      [4, "Accepted AI revision: 'make the intro punchier'"],
      [3, 'Published'],
      [2, 'You, in the editor'],
      [1, 'Created'],
    ]);
    expect(body.current).toMatchObject({ revisionId: null, replacedAt: null, madeBy: { kind: 'restore', revisionId: handWritten.revisionId }, title: 'History in words' });
    expect(body.items[0].madeBy).toEqual({ kind: 'ai', decision: 'accepted', proposal: 'revision', jobId: proposal.jobId, feedback: 'make the intro punchier' });
    expect(body.items[3]).toMatchObject({ madeBy: { kind: 'created' }, madeAt: created.createdAt, published: false });
    expect(body.items[2].madeAt).toBe(body.items[3].replacedAt);
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(body.items[2].madeAt));
    // Times run forward, each version made when the one before it was replaced.
    const times = [...body.items].reverse().map((version: Version) => Date.parse(version.madeAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('makes no revision, and keeps updatedAt, for a save that changed nothing', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Saved twice unchanged', category: 'Video Editing' }).expect(201)).body;
    const first = (await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...created, excerpt: 'Changed once' }).expect(200)).body;
    expect(await revisionCount(created.id)).toBe(1);

    const second = (await admin.put(`/api/admin/blog/posts/${created.id}`).send(first).expect(200)).body;
    const third = (await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...first, keywords: JSON.stringify(first.keywords), author: `  ${first.author} ` }).expect(200)).body;

    expect(second.updatedAt).toBe(first.updatedAt);
    expect(third.updatedAt).toBe(first.updatedAt);
    expect(await revisionCount(created.id)).toBe(1);
    expect((await history(created.id)).current).toMatchObject({ number: 2, label: 'You, in the editor' });
  });

  it('pages the versions newest first', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Many versions', category: 'Video Editing' }).expect(201)).body;
    let post = created;
    for (let n = 1; n <= 5; n += 1) post = (await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...post, excerpt: `Take ${n}` }).expect(200)).body;

    const second = await history(created.id, '?page=2&pageSize=2');

    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5, next: 3 });
    expect(second.items.map((version: Version) => version.number)).toEqual([3, 2]);
    expect(second.current.number).toBe(6);
    await admin.get(`/api/admin/blog/posts/${created.id}/history?pageSize=51`).expect(400);
  });

  it('compares any two versions, or one and the current post, older first, with their whole text', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Compare me', category: 'Video Editing', content: 'First words.' }).expect(201)).body;
    const second = (await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...created, content: 'Second words.' }).expect(200)).body;
    await admin.put(`/api/admin/blog/posts/${created.id}`).send({ ...second, content: 'Third words.' }).expect(200);
    const { items } = await history(created.id);
    const [v2, v1] = items as Version[];

    const withCurrent = (await admin.get(`/api/admin/blog/posts/${created.id}/history/compare?from=${v1.revisionId}`).expect(200)).body;
    const between = (await admin.get(`/api/admin/blog/posts/${created.id}/history/compare?from=current&to=${v2.revisionId}`).expect(200)).body;

    expect(withCurrent.from).toMatchObject({ number: 1, revisionId: v1.revisionId, label: 'Created', snapshot: { content: 'First words.', title: 'Compare me' } });
    expect(withCurrent.to).toMatchObject({ number: 3, revisionId: null, label: 'You, in the editor', snapshot: { content: 'Third words.' } });
    expect(between.from).toMatchObject({ number: 2, snapshot: { content: 'Second words.' } });
    expect(between.to).toMatchObject({ number: 3, snapshot: { content: 'Third words.' } });
  });

  it('answers 404 for a revision of another post or an unknown post, 400 for a malformed version', async () => {
    const one = (await admin.post('/api/admin/blog/posts').send({ title: 'Compare guard one', category: 'Video Editing' }).expect(201)).body;
    const two = (await admin.post('/api/admin/blog/posts').send({ title: 'Compare guard two', category: 'Video Editing' }).expect(201)).body;
    await admin.put(`/api/admin/blog/posts/${two.id}`).send({ ...two, excerpt: 'Another' }).expect(200);
    const [foreign] = (await history(two.id)).items;

    expect((await admin.get(`/api/admin/blog/posts/${one.id}/history/compare?from=${foreign.revisionId}`).expect(404)).body.message).toBe('Revision not found');
    // Past the id column's range (found by the input fuzzing as a 500).
    expect((await admin.get(`/api/admin/blog/posts/${one.id}/history/compare?from=2147483648`).expect(404)).body.message).toBe('Revision not found');
    await admin.get('/api/admin/blog/posts/999999/history').expect(404);
    expect((await admin.get(`/api/admin/blog/posts/${one.id}/history/compare?from=latest`).expect(400)).body.message).toBe("from must be 'current' or a revision id");
    await admin.get(`/api/admin/blog/posts/${one.id}/history/compare`).expect(400);
  });

  it('keeps the history of a deleted post readable, with no current version', async () => {
    const created = (await admin.post('/api/admin/blog/posts').send({ title: 'Deleted then read', category: 'Video Editing' }).expect(201)).body;
    await admin.delete(`/api/admin/blog/posts/${created.id}`).expect(200);

    const body = await history(created.id);

    expect(body.current).toBeNull();
    expect(body.items.map((version: Version) => version.label)).toEqual(['Created']);
    expect((await admin.get(`/api/admin/blog/posts/${created.id}/history/compare?from=current&to=${body.items[0].revisionId}`).expect(404)).body.message).toBe(
      'The post is deleted: compare two of its revisions',
    );
  });
});
