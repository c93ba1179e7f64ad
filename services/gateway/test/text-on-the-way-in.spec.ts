import { INestApplicationContext } from '@nestjs/common';
import { AiProduction, BlogPost } from '@app/contract';
import request, { Agent } from 'supertest';
import { createPost } from './factories/post.factory';
import { startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { asBytes } from './support/raw-body';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 25, item 4: text the product cannot draw is refused or cleaned where it enters. A title with
 * U+0001 used to be stored as sent; the cover stage then built an invalid SVG and the whole production
 * failed, as did every regeneration of its image. Invalid UTF-8 was stored as U+FFFD.
 */
describe('Text on the way in (gateway + real worker)', () => {
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

  const posts = () => sut.dataSource.getRepository(BlogPost);

  it('produces an article whose title held U+0001: the title is stored clean and the cover stage draws it', async () => {
    const start = await admin
      .post('/api/ai/single/production/start')
      .send({ title: 'Colour\u0001 grading\r\nfor beginners', excerpt: 'Where to start.\u0007', category: 'Video Editing', keywords: ['grading\u001b'] })
      .expect(202);

    const job = await waitForJob(admin, start.body.jobId, 60_000);

    expect(job).toMatchObject({ state: 'completed', error: null });
    const post = await posts().findOneByOrFail({ id: start.body.blogPost.id });
    expect(post.title).toBe('Colour grading for beginners');
    const production = await sut.dataSource.getRepository(AiProduction).findOneByOrFail({ id: start.body.production.id });
    expect(production.featuredImage).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
  });

  it('regenerates the image of a row written before the rule, control character and all', async () => {
    const old = await createPost(sut.dataSource, { title: 'Old row\u0001 with a control', published: false, status: 'draft' });

    const start = await admin.post(`/api/admin/blog/posts/${old.id}/regenerate-image`).expect(202);
    const job = await waitForJob(admin, start.body.jobId, 60_000);

    expect(job).toMatchObject({ state: 'completed', error: null });
    expect(job.result).toMatchObject({ featuredImage: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.png$/) });
  });

  it('stores every field cleaned by one rule: one line for a title, lines kept in the content, NFC everywhere', async () => {
    const created = await admin
      .post('/api/admin/blog/posts')
      .send({
        title: 'Cafe\u0301\u0085edits\u007f',
        content: '## Start\r\n\r\n\tIndented\u0001 line\u2028next\n',
        category: 'Video Editing',
        author: 'Ann\tLee\u009f',
        featuredImageAlt: 'Alt\u0002 text',
        keywords: ['one\u000btwo'],
      })
      .expect(201);

    const stored = await posts().findOneByOrFail({ id: created.body.id });
    expect(stored).toMatchObject({
      title: 'Café edits',
      content: '## Start\n\n\tIndented line\nnext\n',
      author: 'Ann Lee',
      featuredImageAlt: 'Alt text',
      keywords: ['onetwo'],
    });
    expect(created.body).toMatchObject({ title: 'Café edits', slug: 'caf-edits' });
  });

  it('answers 400 to a JSON body that is not UTF-8 and stores nothing (it used to store U+FFFD)', async () => {
    const before = await posts().count();
    const body = Buffer.concat([Buffer.from('{"title":"Broken '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('","category":"Video Editing"}')]);

    const response = await admin.post('/api/admin/blog/posts').set('Content-Type', 'application/json').serialize(asBytes).send(body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The request body is not valid UTF-8' });
    expect(await posts().count()).toBe(before);
    const signedOut = await request(sut.app.getHttpServer()).post('/api/admin/login').set('Content-Type', 'application/json').serialize(asBytes).send(Buffer.from([0x7b, 0x22, 0x80, 0x22, 0x3a, 0x31, 0x7d]));
    expect(signedOut.body).toEqual({ statusCode: 400, message: 'The request body is not valid UTF-8' });
  });

  it('still answers 400 for what cannot be stored: NUL and unpaired surrogates', async () => {
    const nul = await admin.post('/api/admin/blog/posts').send({ title: 'a\u0000b', category: 'Video Editing' }).expect(400);
    expect(nul.body).toEqual({ statusCode: 400, message: 'title must not contain NUL (U+0000) or unpaired surrogate characters' });
    const surrogate = await admin.post('/api/admin/blog/posts').set('Content-Type', 'application/json').send('{"title":"x \\ud800","category":"Video Editing"}').expect(400);
    expect(surrogate.body.message).toBe('title must not contain NUL (U+0000) or unpaired surrogate characters');
  });
});
