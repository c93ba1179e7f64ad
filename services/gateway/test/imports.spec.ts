import { BlogPost, ImportItem, LegacyUrl, Media, PostRevision } from '@app/contract';
import { INestApplicationContext } from '@nestjs/common';
import fs from 'node:fs';
import path from 'node:path';
import type { Agent } from 'supertest';
import sharp from 'sharp';
import request from 'supertest';
import { ZipFile } from 'yazl';
import { loginAgent } from './support/login';
import { startWorker, waitForJob } from './support/ai-worker';
import { cacheCaughtUp } from './support/public-cache';
import { createTestApp, TestApp } from './support/test-app';

const FIXTURES = path.join(__dirname, 'fixtures/imports');
const PNG = fs.readFileSync(path.join(FIXTURES, 'markdown/images/first-cut.png'));

/** A zip made in memory from name → bytes (raw entries let a test write what a hostile zip would). */
function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('Imports (issue 32)', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let agent: Agent;

  const upload = (file: Buffer | string, name: string) => agent.post('/api/admin/imports').attach('file', Buffer.isBuffer(file) ? file : fs.readFileSync(file), name);
  const posts = () => testApp.dataSource.getRepository(BlogPost).find({ order: { id: 'ASC' } });

  beforeAll(async () => {
    testApp = await createTestApp({ IMPORT_MAX_UPLOAD_MB: '2' });
    worker = await startWorker(testApp);
    agent = await loginAgent(testApp);
    // The demo's "hello-world" exists: the WXR's post 50 must take another slug.
    await testApp.dataSource.getRepository(BlogPost).insert({ title: 'Hello world', slug: 'hello-world', category: 'Video Editing', author: 'Team', content: 'x', published: true, status: 'published' });
  });

  afterAll(async () => {
    await worker.close();
    await testApp.close();
  });

  it('analyses a WordPress export with its images into a dry-run report, then imports it as a job, once', async () => {
    const images: Record<string, Buffer> = {};
    for (let n = 1; n <= 50; n += 1) images[`uploads/wp-content/uploads/2019/${String((n % 12) + 1).padStart(2, '0')}/cover-${n}.png`] = PNG;
    const zip = await zipOf({ 'wordpress-50.xml': fs.readFileSync(path.join(FIXTURES, 'wordpress-50.xml')), ...images });

    const analysed = await upload(zip, 'old-blog.zip').expect(201);

    const report = analysed.body.report;
    expect(analysed.body.state).toBe('ready');
    expect(report.source).toBe('wordpress');
    expect(report.errors).toEqual([]);
    // 50 posts + page, private, password-protected, menu item (attachments are not posts and not listed).
    expect(report.posts).toEqual({ found: 104, toImport: 50, toSkip: 54 });
    expect(report.skipped).toEqual(expect.arrayContaining([
      { title: 'About us', reason: 'A page, not a post' },
      { title: 'Secret notes', reason: 'A private post' },
      { title: 'Locked post', reason: 'Password-protected' },
      { title: 'Home', reason: 'Of type "nav_menu_item", not a post' },
    ]));
    expect(report.categoryMappings).toEqual(expect.arrayContaining([
      { from: 'Editing Tips', to: 'Video Editing', how: 'keyword' },
      { from: 'Marketing', to: 'Video Marketing', how: 'keyword' },
      { from: 'YouTube Growth', to: 'Audience Building', how: 'keyword' },
      { from: 'Filmmaking', to: 'Content Creating', how: 'keyword' },
    ]));
    expect(report.slugConflicts).toEqual([
      { title: 'Editing workflow 21', slug: 'editing-workflow-20', resolvedTo: 'editing-workflow-20-2', reason: 'An earlier post in this file has this slug' },
      { title: 'Editing workflow 50', slug: 'hello-world', resolvedTo: 'hello-world-2', reason: 'An existing post has this slug' },
    ]);
    expect(report.images.inUpload).toBeGreaterThanOrEqual(50);
    expect(report.images.remote).toContain('https://cdn.elsewhere.example/remote-8.jpg');
    expect(report.warnings).toEqual(expect.arrayContaining([
      'Unknown shortcode [contact-form-7] removed (4 posts)',
      'Unknown shortcode [su_box] removed (3 posts)',
      '<script> element removed',
      'Scheduled in WordPress: imported as a draft',
    ]));
    // The dry run changed nothing of the blog.
    expect(await posts()).toHaveLength(1);
    expect(await testApp.dataSource.getRepository(Media).count()).toBe(0);

    const started = await agent.post(`/api/admin/imports/${analysed.body.id}/start`).expect(202);
    const job = await waitForJob(agent, started.body.jobId, 60_000);
    expect(job).toMatchObject({ state: 'completed', kind: 'import-posts', progress: 100, result: { imported: 50, skipped: 54, failed: 0 } });
    const done = await agent.get(`/api/admin/imports/${analysed.body.id}`).expect(200);
    expect(done.body.state).toBe('completed');
    expect(done.body.report.outcome).toEqual({ state: 'completed', imported: 50, skipped: 54, failed: 0, failures: [] });

    const imported = (await posts()).filter((post) => post.slug !== 'hello-world');
    expect(imported).toHaveLength(50);
    const five = imported.find((post) => post.slug === 'editing-workflow-5')!;
    expect(five).toMatchObject({ title: 'Editing workflow 5', category: 'Video Editing', author: 'Jane Editor', published: true, status: 'published', keywords: ['storytelling', 'color grading'] });
    expect(five.createdAt.toISOString()).toBe('2019-06-06T10:05:00.000Z');
    expect(five.featuredImage).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(five.content).toContain(`![Cover 5](${five.featuredImage})`);
    expect(five.content).toContain('_The edit bay, take 5_');
    expect(five.content).not.toMatch(/\[caption|\[\/caption/);
    const seventeen = imported.find((post) => post.slug === 'editing-workflow-17')!;
    expect(seventeen.content).not.toMatch(/script|steal|document\.write/);
    const twelve = imported.find((post) => post.slug === 'editing-workflow-12')!;
    expect(twelve.title).toBe('Colour & Grading Basics');
    expect(twelve.excerpt).toBe('Excerpt of post 12.');
    expect(twelve.metaDescription).toBe('Meta description 12');
    const thirteen = imported.find((post) => post.slug === 'editing-workflow-13')!;
    expect(thirteen.content).toContain('| Tool | Price |');
    expect(imported.find((post) => post.slug === 'editing-workflow-48')).toMatchObject({ published: false, status: 'draft' });
    expect(imported.find((post) => post.slug === 'hello-world-2')).toBeDefined();
    expect(await testApp.dataSource.getRepository(Media).findOneBy({ hash: five.featuredImage!.slice(7, 71) })).toMatchObject({ width: 2, height: 2, contentType: 'image/png' });
    expect(await testApp.dataSource.getRepository(PostRevision).findBy({ postId: five.id })).toEqual([expect.objectContaining({ reason: 'Imported from WordPress (old-blog.zip)' })]);
    expect((await testApp.dataSource.getRepository(LegacyUrl).findBy({ postId: five.id })).map((row) => row.path).sort()).toEqual(['/2019/06/editing-workflow-5', '/?p=5']);

    // The same file again: every post is found as already imported, nothing is doubled.
    const again = await upload(zip, 'old-blog.zip').expect(201);
    expect(again.body.report.posts).toEqual({ found: 104, toImport: 0, toSkip: 104 });
    expect(again.body.report.skipped).toContainEqual({ title: 'Editing workflow 5', reason: `Already imported as post #${five.id}` });
    await agent.post(`/api/admin/imports/${again.body.id}/start`).expect(409);
    expect(await posts()).toHaveLength(51);
  });

  it('answers the old addresses of imported posts with a 301 to their new slug', async () => {
    const server = request(testApp.app.getHttpServer());
    await server.get('/2019/06/editing-workflow-5/').expect(301).expect('Location', '/blog/editing-workflow-5');
    await server.get('/?p=5').expect(301).expect('Location', '/blog/editing-workflow-5');
    // Anything else goes on to the page renderer (a 404 page there; this suite builds no front end, hence no 404 check).
    expect((await server.get('/2019/06/no-such-post/')).status).not.toBe(301);
    // A draft's old address leads nowhere yet.
    expect((await server.get('/?p=48')).status).not.toBe(301);
    expect((await server.get('/?p=999')).status).not.toBe(301);
  });

  it('imports a Ghost 5 export: primary tag as category, tags as keywords, authors, excerpts and feature images', async () => {
    const images: Record<string, Buffer> = {};
    for (let n = 1; n <= 6; n += 1) {
      images[`content/images/2023/0${n}/shot-${n}.png`] = PNG;
      images[`content/images/2023/0${n}/feature-${n}.png`] = PNG;
    }
    const zip = await zipOf({ 'ghost-export.json': fs.readFileSync(path.join(FIXTURES, 'ghost-5.json')), ...images });
    const analysed = await upload(zip, 'ghost.zip').expect(201);
    expect(analysed.body.report).toMatchObject({ source: 'ghost', posts: { found: 6, toImport: 5, toSkip: 1 }, skipped: [{ title: 'Contact', reason: 'A page, not a post' }] });
    const job = await waitForJob(agent, (await agent.post(`/api/admin/imports/${analysed.body.id}/start`).expect(202)).body.jobId, 30_000);
    expect(job.state).toBe('completed');
    // The worker wrote these posts: the old-address table the previous test read is used until the worker's message arrives.
    await cacheCaughtUp(testApp);
    const ads = await testApp.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: 'ads-that-convert' });
    expect(ads).toMatchObject({ category: 'Video Marketing', author: 'Ada Writer', excerpt: 'Short ads, long results.', metaDescription: 'Meta for Ads that convert', featuredImageAlt: 'Feature of Ads that convert', keywords: ['Video Marketing'], published: true });
    expect(ads.createdAt.toISOString()).toBe('2023-01-11T07:00:00.000Z');
    expect(ads.featuredImage).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(ads.content).toContain('[guide](https://example.org/guide)');
    expect(await testApp.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: 'editing-for-retention' })).toMatchObject({ category: 'Video Editing', published: false, keywords: ['Editing', 'Growth'] });
    expect(await testApp.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: 'scheduled-launch' })).toMatchObject({ published: false });
    await request(testApp.app.getHttpServer()).get('/ads-that-convert/').expect(301).expect('Location', '/blog/ads-that-convert');
  });

  it('imports a folder of markdown files with front matter (as a zip), their relative images and aliases', async () => {
    const folder = path.join(FIXTURES, 'markdown');
    const entries: Record<string, Buffer> = {};
    const walk = (dir: string) => {
      for (const name of fs.readdirSync(dir)) {
        const full = path.join(dir, name);
        if (fs.statSync(full).isDirectory()) walk(full);
        else entries[path.relative(folder, full).split(path.sep).join('/')] = fs.readFileSync(full);
      }
    };
    walk(folder);
    const analysed = await upload(await zipOf(entries), 'notes.zip').expect(201);
    expect(analysed.body.report).toMatchObject({ source: 'markdown', posts: { found: 3, toImport: 3, toSkip: 0 } });
    expect(analysed.body.report.warnings).toContain('<script> element removed');
    await waitForJob(agent, (await agent.post(`/api/admin/imports/${analysed.body.id}/start`).expect(202)).body.jobId, 30_000);
    await cacheCaughtUp(testApp);
    const firstCut = await testApp.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: 'first-cut' });
    expect(firstCut).toMatchObject({ title: 'First cut: where to start', author: 'Kim Lee', excerpt: 'Where every edit begins.', category: 'Video Editing', keywords: ['workflow', 'premiere'] });
    expect(firstCut.featuredImage).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(firstCut.content).toContain(`![The timeline](${firstCut.featuredImage})`);
    expect(await testApp.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: 'youtube-growth' })).toMatchObject({ published: false, category: 'Audience Building', content: 'Post consistently.' });
    expect(await testApp.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: 'no-front-matter' })).toMatchObject({ title: 'Lighting on a budget' });
    await request(testApp.app.getHttpServer()).get('/posts/first-cut/').expect(301).expect('Location', '/blog/first-cut');
  });

  it('stores an imported photo as an upload is stored: upright, without its camera metadata (no GPS position)', async () => {
    const photo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const markdown = '---\ntitle: Holiday shoot\nslug: holiday-shoot\n---\n![On location](images/shoot.jpg)\n';
    const analysed = await upload(await zipOf({ 'holiday-shoot.md': markdown, 'images/shoot.jpg': photo }), 'holiday.zip').expect(201);
    await waitForJob(agent, (await agent.post(`/api/admin/imports/${analysed.body.id}/start`).expect(202)).body.jobId, 30_000);

    const post = await testApp.dataSource.getRepository(BlogPost).findOneByOrFail({ slug: 'holiday-shoot' });
    const hash = /\/media\/([0-9a-f]{64})\.jpg/.exec(post.content)?.[1];
    const stored = await testApp.dataSource.getRepository(Media).findOneByOrFail({ hash: hash! });
    const metadata = await sharp(stored.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    // Turned upright: the 64 × 32 photo was marked as rotated a quarter turn.
    expect([metadata.width, metadata.height]).toEqual([32, 64]);
  });

  it('answers 400 to an import id that is no UUID, and 404 to one that names no import', async () => {
    for (const id of ['1', '0x1', 'abc']) await agent.get(`/api/admin/imports/${id}`).expect(400);
    await agent.get('/api/admin/imports/6f1c1a3e-8f7b-4b1e-9a51-3d2c4b5a6e7f').expect(404);
  });

  it('cancels a queued import: its run says cancelled, nothing is applied, and it can be discarded', async () => {
    // A gateway whose jobs no worker takes (its own queue prefix): the import stays queued until cancelled.
    const idle = await createTestApp({}, { database: testApp.database });
    try {
      const admin = await loginAgent(idle);
      const before = (await posts()).length;
      const analysed = await admin.post('/api/admin/imports').attach('file', Buffer.from('---\ntitle: Cancel me\n---\n\nNever imported.\n'), 'cancel-me.md').expect(201);
      expect(analysed.body.report.posts).toEqual({ found: 1, toImport: 1, toSkip: 0 });
      const { jobId } = (await admin.post(`/api/admin/imports/${analysed.body.id}/start`).expect(202)).body;
      await admin.post(`/api/admin/imports/${analysed.body.id}/start`).expect(409);
      expect((await admin.post(`/api/ai/jobs/${jobId}/cancel`).expect(200)).body.state).toBe('cancelled');
      const stopped = await admin.get(`/api/admin/imports/${analysed.body.id}`).expect(200);
      expect(stopped.body.state).toBe('cancelled');
      expect(stopped.body.report.outcome).toMatchObject({ state: 'cancelled', imported: 0 });
      expect(await posts()).toHaveLength(before);
      await admin.delete(`/api/admin/imports/${analysed.body.id}`).expect(204);
      await admin.get(`/api/admin/imports/${analysed.body.id}`).expect(404);
    } finally {
      await idle.close();
    }
  });

  describe('bad files are refused clearly and leave the blog as it was', () => {
    let before: number;
    beforeAll(async () => {
      before = (await posts()).length;
    });
    afterEach(async () => {
      expect(await posts()).toHaveLength(before);
      expect(await testApp.dataSource.getRepository(ImportItem).count({ where: { state: 'pending' } })).toBe(0);
    });

    const refused = async (file: Buffer, name: string) => {
      const response = await upload(file, name).expect(201);
      expect(response.body.state).toBe('refused');
      await agent.post(`/api/admin/imports/${response.body.id}/start`).expect(409);
      return response.body.report.errors as string[];
    };

    it('refuses a truncated WordPress export', async () => {
      const xml = fs.readFileSync(path.join(FIXTURES, 'wordpress-50.xml'));
      const errors = await refused(xml.subarray(0, Math.floor(xml.length * 0.6)), 'cut.xml');
      expect(errors[0]).toMatch(/^The WordPress export is not complete, valid XML \(.+\): refused\.$/);
    });

    it('refuses a zip with a path-traversal entry', async () => {
      const zip = await zipOf({ 'post.md': '# Fine', 'x.md': '# X' });
      // yazl refuses to write "../" names: the entry's name is patched in the bytes (same length).
      const hostile = Buffer.from(zip.toString('latin1').replace(/x\.md/g, '..\u002fx').replace(/\.\.\/x/g, '../x'), 'latin1');
      const patched = Buffer.from(zip.toString('latin1').split('x.md').join('../x'.padEnd(4, 'x')), 'latin1');
      const errors = await refused(patched.length === zip.length ? patched : hostile, 'evil.zip');
      expect(errors[0]).toMatch(/path leaves the archive \(\.\.\/x\)/);
    });

    it('refuses a zip bomb by what it would unpack to', async () => {
      const zip = await zipOf({ 'bomb.md': Buffer.alloc(300 * 1024 * 1024, 'a') });
      expect(zip.length).toBeLessThan(1024 * 1024);
      const errors = await refused(zip, 'bomb.zip');
      expect(errors[0]).toMatch(/unpacks to 300 MB; one file may be at most 256 MB: refused|unpacks to more than/);
    });

    it('refuses a file over the upload limit with 413, before reading it', async () => {
      const response = await agent
        .post('/api/admin/imports')
        .set('Content-Type', 'multipart/form-data; boundary=x')
        .set('Content-Length', String(2 * 1024 ** 3))
        .send('--x\r\n')
        .catch((error: { response?: request.Response }) => error.response!);
      expect(response?.status).toBe(413);
      expect(response?.body.message).toMatch(/larger than 2 MB/);
      const streamed = await upload(Buffer.alloc(3 * 1024 * 1024, 'a'), 'big.xml').expect(413);
      expect(streamed.body.message).toMatch(/larger than 2 MB/);
    });

    it('refuses a file it cannot read as any export', async () => {
      expect(await refused(Buffer.from('{"posts": '), 'ghost.json')).toEqual([expect.stringMatching(/^ghost\.json is not complete, valid JSON/)]);
      expect(await refused(Buffer.from('hello'), 'notes.txt')).toEqual(['No WordPress export (.xml), Ghost export (.json) or markdown files (.md) found in the upload.']);
    });
  });
});
