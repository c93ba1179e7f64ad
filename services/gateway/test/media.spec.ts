import { Media, MediaVariant } from '@app/contract';
import { contentHash } from '@app/cover-designer';
import { seedDemoContent } from '@app/demo-content';
import sharp from 'sharp';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** What Chrome sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** Two gateway replicas on one database: a WebP made by one is served by the other. */
describe('Media: WebP by content negotiation', () => {
  let first: TestApp;
  let second: TestApp;
  let covers: Media[];
  const one = () => request(first.app.getHttpServer());
  const two = () => request(second.app.getHttpServer());
  const get = (app: () => ReturnType<typeof request>, path: string, headers: Record<string, string> = {}) =>
    app().get(path).set(headers).buffer(true).parse(binary);
  const url = (media: Pick<Media, 'hash' | 'extension'>) => `/media/${media.hash}.${media.extension}`;
  const variants = async (hash: string): Promise<MediaVariant[]> => first.dataSource.getRepository(MediaVariant).findBy({ hash });

  async function storeImage(bytes: Buffer, width = 1200, height = 630): Promise<Media> {
    const media = { hash: contentHash(bytes), contentType: 'image/png', extension: 'png', bytes, width, height };
    await first.dataSource.getRepository(Media).insert(media);
    return media as Media;
  }

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp(
      { QUEUE_PREFIX: first.config.queuePrefix, SESSION_PREFIX: first.config.session.prefix, LOGIN_THROTTLE_PREFIX: first.config.loginThrottle.prefix },
      { database: first.database },
    );
    await seedDemoContent(first.dataSource);
    // The seed makes each cover's variants at once; these tests are about images stored without them (a
    // worker's new cover, anything stored before variants were made on the way in).
    await first.dataSource.query('DELETE FROM media_variants');
    covers = await first.dataSource.getRepository(Media).find({ order: { createdAt: 'ASC' } });
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('answers a browser that accepts WebP with a smaller 1200x630 WebP, its own ETag and a 304 on it', async () => {
    const cover = covers[0];

    const response = await get(one, url(cover), { Accept: BROWSER_ACCEPT }).expect(200);

    const body = response.body as Buffer;
    expect(response.headers['content-type']).toBe('image/webp');
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    expect(body.length).toBeLessThan(cover.bytes.length);
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers.vary).toMatch(/\bAccept\b/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${cover.hash}-webp"`);
    const revalidated = await get(one, url(cover), { Accept: BROWSER_ACCEPT, 'If-None-Match': response.headers.etag }).expect(304);
    expect(revalidated.headers.vary).toMatch(/\bAccept\b/);
    // The PNG's validator does not match the WebP representation.
    await get(one, url(cover), { Accept: BROWSER_ACCEPT, 'If-None-Match': `"${cover.hash}"` }).expect(200);
  });

  it('answers every other client with the stored PNG bytes, unchanged, and a 304 on their ETag', async () => {
    const cover = covers[1];

    const clients: Array<Record<string, string>> = [{}, { Accept: '*/*' }, { Accept: 'image/png,image/*;q=0.8' }, { Accept: 'image/webp;q=0, */*' }];
    for (const headers of clients) {
      const response = await get(one, url(cover), headers).expect(200);

      expect(response.headers['content-type']).toBe('image/png');
      expect((response.body as Buffer).equals(cover.bytes)).toBe(true);
      expect(response.headers.etag).toBe(`"${cover.hash}"`);
      expect(response.headers.vary).toMatch(/\bAccept\b/);
    }
    await get(one, url(cover), { 'If-None-Match': `"${cover.hash}"` }).expect(304);
    expect(await variants(cover.hash)).toEqual([]);
  });

  it('encodes once for parallel first requests to two replicas, then serves the stored WebP', async () => {
    const cover = covers[2];

    const responses = await Promise.all([one, two, one, two].map((app) => get(app, url(cover), { Accept: BROWSER_ACCEPT }).expect(200)));

    expect(responses.map((response) => response.headers['content-type'])).toEqual(Array(4).fill('image/webp'));
    const stored = await variants(cover.hash);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ variant: 'webp', contentType: 'image/webp', byteSize: stored[0].bytes!.length });
    expect(responses.every((response) => (response.body as Buffer).equals(stored[0].bytes!))).toBe(true);
    // The row is the source of truth: what it holds is what either replica serves from now on.
    const marker = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } }).webp().toBuffer();
    await first.dataSource.getRepository(MediaVariant).update({ hash: cover.hash, variant: 'webp' }, { bytes: marker });
    for (const app of [one, two]) {
      expect((await get(app, url(cover), { Accept: BROWSER_ACCEPT }).expect(200)).body).toEqual(marker);
    }
  });

  it('keeps serving the PNG, and records why, when the WebP would be larger', async () => {
    const checkerboard = Buffer.alloc(64 * 64 * 3);
    for (let pixel = 0; pixel < 64 * 64; pixel += 1) if ((pixel % 64) + Math.floor(pixel / 64) & 1) checkerboard.fill(255, pixel * 3, pixel * 3 + 3);
    const png = await sharp(checkerboard, { raw: { width: 64, height: 64, channels: 3 } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
    const media = await storeImage(png, 64, 64);

    for (const app of [one, two]) {
      const response = await get(app, url(media), { Accept: BROWSER_ACCEPT }).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers.etag).toBe(`"${media.hash}"`);
      expect((response.body as Buffer).equals(png)).toBe(true);
    }
    const stored = await variants(media.hash);
    expect(stored).toHaveLength(1);
    expect(stored[0].bytes).toBeNull();
    expect(stored[0].byteSize).toBeGreaterThan(png.length);
  });

  it('serves a PNG that cannot be decoded as stored (200, never a 500)', async () => {
    const corrupt = Buffer.concat([covers[3].bytes.subarray(0, 100), Buffer.from('not the rest of a PNG')]);
    const media = await storeImage(corrupt);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get(one, url(media), { Accept: BROWSER_ACCEPT }).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect((response.body as Buffer).equals(corrupt)).toBe(true);
    }
    expect(await variants(media.hash)).toEqual([]);
  });

  it('gives every seeded cover a WebP of at most 50 KB', async () => {
    for (const cover of covers) await get(one, url(cover), { Accept: BROWSER_ACCEPT }).expect(200);

    const sizes: Array<{ png: number; webp: number }> = await first.dataSource.query(
      `SELECT octet_length(m.bytes) AS png, v.byte_size AS webp FROM media m JOIN media_variants v USING (hash) WHERE m.hash = ANY($1) AND v.variant = 'webp'`,
      [covers.map((cover) => cover.hash)],
    );
    expect(sizes).toHaveLength(covers.length);
    expect(Math.max(...sizes.map((size) => size.webp))).toBeLessThanOrEqual(50 * 1024);
  });

  it('makes a smaller width on its first request, once for parallel requests to two replicas, as WebP and as PNG', async () => {
    const cover = covers[4];
    const path = `/media/${cover.hash}-480w.png`;

    const responses = await Promise.all([one, two, one, two].map((app) => get(app, path, { Accept: BROWSER_ACCEPT }).expect(200)));
    const png = await get(two, path).expect(200);

    expect(responses.map((response) => response.headers['content-type'])).toEqual(Array(4).fill('image/webp'));
    expect(responses.map((response) => response.headers.etag)).toEqual(Array(4).fill(`"${cover.hash}-480w-webp"`));
    expect(await sharp(responses[0].body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 480, height: 252 });
    expect(png.headers).toMatchObject({ 'content-type': 'image/png', etag: `"${cover.hash}-480w"`, 'cache-control': 'public, max-age=31536000, immutable' });
    expect(await sharp(png.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 480, height: 252 });
    const stored = await variants(cover.hash);
    expect(stored.map((variant) => variant.variant).filter((key) => key.startsWith('480w')).sort()).toEqual(['480w', '480w.webp']);
    expect(responses.every((response) => (response.body as Buffer).equals(stored.find((variant) => variant.variant === '480w.webp')!.bytes!))).toBe(true);
  });

  it('offers only the widths narrower than the image, under its own extension', async () => {
    const cover = covers[5];

    await get(one, `/media/${cover.hash}-800w.png`).expect(200);
    for (const path of [`/media/${cover.hash}-1200w.png`, `/media/${cover.hash}-1600w.png`, `/media/${cover.hash}-500w.png`, `/media/${cover.hash}-480w.jpg`]) {
      await get(one, path, { Accept: BROWSER_ACCEPT }).expect(404);
    }
  });

  it('serves the image itself for a width of an image that cannot be decoded (never a 500)', async () => {
    const corrupt = Buffer.concat([covers[6].bytes.subarray(0, 120), Buffer.from('not the rest of a PNG either')]);
    const media = await storeImage(corrupt);

    const response = await get(one, `/media/${media.hash}-480w.png`, { Accept: BROWSER_ACCEPT }).expect(200);

    expect((response.body as Buffer).equals(corrupt)).toBe(true);
    expect(response.headers.etag).toBe(`"${media.hash}"`);
  });

  it('still answers 404 for unknown or malformed names, whatever the Accept header', async () => {
    for (const bad of ['/media/nothing.png', `/media/${'a'.repeat(64)}.png`, `/media/${covers[0].hash}.jpg`]) {
      await one().get(bad).set('Accept', BROWSER_ACCEPT).expect(404);
    }
  });
});
