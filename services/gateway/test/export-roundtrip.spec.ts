import { BlogPost, Media, PostRevision, PostRevisionsRepository } from '@app/contract';
import { INestApplicationContext } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { Agent } from 'supertest';
import yauzl from 'yauzl';
import { EXPORT_BUSY_MESSAGE, ExportsController } from '../src/exports/exports.controller';
import { startWorker, waitForJob } from './support/ai-worker';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const PNG = fs.readFileSync(path.join(__dirname, 'fixtures/imports/markdown/images/first-cut.png'));

const binary = (response: import('supertest').Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

function zipNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: false }, (error, file) => {
      if (error) return reject(error);
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName));
      file.on('end', () => resolve(names));
    }),
  );
}

const FIELDS = ['title', 'slug', 'excerpt', 'content', 'category', 'author', 'metaDescription', 'featuredImage', 'featuredImageAlt', 'estimatedReadTime', 'keywords', 'published', 'status', 'createdAt', 'updatedAt', 'publishedAt'] as const;

/** Export from one blog, import into an empty one: the same posts, field by field, with their revisions and images. */
describe('Export and its round trip through the import (issue 32)', () => {
  let source: TestApp;
  let target: TestApp;
  let worker: INestApplicationContext;
  let sourceAgent: Agent;
  let targetAgent: Agent;

  beforeAll(async () => {
    source = await createTestApp();
    target = await createTestApp();
    worker = await startWorker(target);
    sourceAgent = await loginAgent(source);
    targetAgent = await loginAgent(target);
  });

  afterAll(async () => {
    await worker.close();
    await target.close();
    await source.close();
  });

  it('exports everything as one zip that the import reads back to the same posts', async () => {
    const hash = createHash('sha256').update(PNG).digest('hex');
    await source.dataSource.getRepository(Media).insert({ hash, contentType: 'image/png', extension: 'png', bytes: PNG, width: 2, height: 2 });
    const posts = source.dataSource.getRepository(BlogPost);
    await posts.insert([
      {
        title: 'Colour grading: a primer',
        slug: 'colour-grading-primer',
        excerpt: 'Grade with intent.',
        content: '## Why\n\nBecause **colour** tells the story.\n\n| Tool | Price |\n| --- | --- |\n| Resolve | Free |\n\n![Wheel](/media/' + hash + '.png)\n  ',
        category: 'Video Editing',
        author: 'Jane Editor',
        metaDescription: '',
        featuredImage: `/media/${hash}.png`,
        featuredImageAlt: 'A colour wheel',
        estimatedReadTime: 7,
        keywords: ['colour', 'Resolve', 'grading: basics'],
        published: true,
        status: 'published',
        publishedAt: new Date('2024-02-03T04:05:06.789Z'),
        createdAt: new Date('2024-02-01T00:00:00.000Z'),
        updatedAt: new Date('2024-02-04T00:00:00.000Z'),
      },
      {
        title: 'Draft: "quotes" & colons: yes',
        slug: 'draft-quotes',
        excerpt: '',
        content: 'Ready for review.',
        category: 'Audience Building',
        author: 'Sam',
        metaDescription: 'Meta with --- dashes',
        estimatedReadTime: 1,
        keywords: [],
        published: false,
        status: 'ready_for_review',
        createdAt: new Date('2024-03-01T00:00:00.000Z'),
        updatedAt: new Date('2024-03-02T00:00:00.000Z'),
      },
    ]);
    const primer = await posts.findOneByOrFail({ slug: 'colour-grading-primer' });
    await source.dataSource.transaction((manager) => new PostRevisionsRepository(manager).recordRevision({ ...primer, title: 'Colour grading (old title)' }, 'Edited by the admin'));

    const response = await sourceAgent.get('/api/admin/export').buffer(true).parse(binary).expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hyperframe-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = response.body as Buffer;
    expect((await zipNames(zip)).sort()).toEqual(
      ['manifest.json', 'posts/colour-grading-primer.md', 'posts/draft-quotes.md', 'revisions/colour-grading-primer.json', 'revisions/draft-quotes.json', `media/${hash}.png`, 'brand-kit.md', 'ideas/ideas.md'].sort(),
    );

    const analysed = await targetAgent.post('/api/admin/imports').attach('file', zip, 'export.zip').expect(201);
    expect(analysed.body.report).toMatchObject({ source: 'markdown', errors: [], posts: { found: 2, toImport: 2, toSkip: 0 }, slugConflicts: [] });
    const job = await waitForJob(targetAgent, (await targetAgent.post(`/api/admin/imports/${analysed.body.id}/start`).expect(202)).body.jobId, 30_000);
    expect(job.state).toBe('completed');

    for (const original of await posts.find({ order: { id: 'ASC' } })) {
      const copy = await target.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: original.slug });
      for (const field of FIELDS) expect({ field, value: copy[field] }).toEqual({ field, value: original[field] });
      const revisions = await target.dataSource.getRepository(PostRevision).find({ where: { postId: copy.id }, order: { id: 'ASC' } });
      const originals = await source.dataSource.getRepository(PostRevision).find({ where: { postId: original.id }, order: { id: 'ASC' } });
      expect(revisions.slice(0, originals.length).map(({ reason, snapshot, createdAt }) => ({ reason, snapshot, createdAt }))).toEqual(
        originals.map(({ reason, snapshot, createdAt }) => ({ reason, snapshot, createdAt })),
      );
      expect(revisions[revisions.length - 1].reason).toBe('Imported from markdown (export.zip)');
    }
    expect((await target.dataSource.getRepository(Media).findOneByOrFail({ hash })).bytes.equals(PNG)).toBe(true);
  });

  it('prepares one export at a time: another while one streams answers 429 with a clear message, and the next one works', async () => {
    // A download whose reader does not take the bytes yet: the export stays in flight until it does.
    const held: Array<() => void> = [];
    const slowReader = Object.assign(
      new Writable({
        highWaterMark: 1,
        write: (_chunk, _encoding, callback) => {
          held.push(() => callback());
        },
      }),
      { status: () => slowReader, setHeader: () => slowReader },
    ) as unknown as Response;
    const exports = source.app.get(ExportsController);
    const first = exports.download(slowReader);
    for (let tries = 0; held.length === 0 && tries < 500; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(held.length).toBeGreaterThan(0);

    const busy = await sourceAgent.get('/api/admin/export').expect(429);
    expect(busy.body).toEqual({ statusCode: 429, message: EXPORT_BUSY_MESSAGE });

    const release = setInterval(() => held.splice(0).forEach((callback) => callback()), 5);
    await first;
    clearInterval(release);
    const next = await sourceAgent.get('/api/admin/export').buffer(true).parse(binary).expect(200);
    expect(await zipNames(next.body as Buffer)).toContain('manifest.json');
  });
});
