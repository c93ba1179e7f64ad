import { Media, MediaVariant } from '@app/contract';
import { parseMediaPath } from '@app/site';
import sharp from 'sharp';
import request from 'supertest';
import { loginAgent } from './support/login';
import { createTestApp, TestApp } from './support/test-app';

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** What Chrome sends for an <img>. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** A photo-like JPEG (a gradient with some texture, so sizes are realistic), optionally with EXIF. */
async function jpeg(width: number, height: number, options: { gps?: boolean; orientation?: number } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = ((index % (width * 3)) / 7 + ((index * 7919) % 23)) & 255;
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** The EXIF block's GPS pointer tag (0x8825), in either byte order. */
function hasGpsTag(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

describe('Image uploads (issue 28)', () => {
  let sut: TestApp;
  let admin: import('supertest').Agent;
  const http = () => request(sut.app.getHttpServer());
  const get = (path: string, headers: Record<string, string> = {}) => http().get(path).set(headers).buffer(true).parse(binary);
  const upload = (bytes: Buffer, alt: string | null = 'A cutting room at night', filename = 'photo.jpg', contentType = 'image/jpeg') => {
    const call = admin.post('/api/admin/media').attach('file', bytes, { filename, contentType });
    return alt === null ? call : call.field('alt', alt);
  };
  const stored = (url: string) => sut.dataSource.getRepository(Media).findOneByOrFail({ hash: parseMediaPath(url)!.hash });

  beforeAll(async () => {
    sut = await createTestApp();
    admin = await loginAgent(sut);
  });

  afterAll(() => sut.close());

  it('stores a JPEG without its metadata (no GPS position), upright, with its variants, and answers where it is', async () => {
    const original = await jpeg(1800, 1000, { gps: true, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const response = await upload(original).expect(201);

    const body = response.body;
    expect(body).toMatchObject({ alt: 'A cutting room at night', contentType: 'image/jpeg', width: 1000, height: 1800 });
    expect(body.url).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(body.markdown).toBe(`![A cutting room at night](${body.url})`);
    expect(body.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 800]);
    const media = await stored(body.url);
    expect(media).toMatchObject({ source: 'upload', alt: 'A cutting room at night', width: 1000, height: 1800, contentType: 'image/jpeg' });
    const served = (await get(body.url).expect(200)).body as Buffer;
    expect(served.equals(media.bytes)).toBe(true);
    const after = await sharp(served).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 1000, height: 1800 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.includes(Buffer.from('TestCam'))).toBe(false);
    const variants = await sut.dataSource.getRepository(MediaVariant).find({ where: { hash: media.hash }, order: { variant: 'ASC' } });
    expect(variants.map((variant) => variant.variant)).toEqual(['480w', '480w.webp', '800w', '800w.webp', 'webp']);
    expect(variants.find((variant) => variant.variant === '800w.webp')).toMatchObject({ contentType: 'image/webp', bytes: expect.any(Buffer) });
  });

  it('serves each variant at its width, as WebP to browsers and as JPEG to others, and 404 for widths it does not offer', async () => {
    const { body } = await upload(await jpeg(1300, 700), 'Two monitors').expect(201);
    const { hash } = parseMediaPath(body.url)!;

    const webp = await get(`/media/${hash}-800w.jpg`, { Accept: BROWSER_ACCEPT }).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.etag).toBe(`"${hash}-800w-webp"`);
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers.vary).toMatch(/\bAccept\b/);
    expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800 });
    const plain = await get(`/media/${hash}-480w.jpg`).expect(200);
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(plain.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 480 });
    await get(`/media/${hash}-480w.jpg`, { 'If-None-Match': plain.headers.etag }).expect(304);
    expect(body.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 800, 1200]);
    await get(`/media/${hash}-1200w.jpg`).expect(200);
    // Never enlarged (1600 > 1300), only the offered widths, only under the image's own extension.
    for (const path of [`/media/${hash}-1600w.jpg`, `/media/${hash}-640w.jpg`, `/media/${hash}-800w.png`, `/media/${hash}-0800w.jpg`]) await get(path).expect(404);
  });

  it('scales a large photo down to 2400 px on its longest side', async () => {
    const { body } = await upload(await jpeg(3000, 1500), 'A wide studio').expect(201);

    expect(body).toMatchObject({ width: 2400, height: 1200 });
    expect(body.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 800, 1200, 1600]);
    // Wider than 1600 px: its full-size WebP waits for the first browser that asks for it.
    const { hash } = parseMediaPath(body.url)!;
    const stored = await sut.dataSource.getRepository(MediaVariant).findBy({ hash });
    expect(stored.map((variant) => variant.variant).sort()).toEqual(['1200w', '1200w.webp', '1600w', '1600w.webp', '480w', '480w.webp', '800w', '800w.webp']);
    const full = await get(body.url, { Accept: BROWSER_ACCEPT }).expect(200);
    expect(await sharp(full.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 2400, height: 1200 });
  });

  it('judges a file by its content: a PNG sent as image/jpeg named .jpg is stored as the PNG it is', async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 4, background: '#33aa77' } }).png().toBuffer();

    const { body } = await upload(png, 'A green frame', 'frame.jpg', 'image/jpeg').expect(201);

    expect(body).toMatchObject({ contentType: 'image/png', width: 640, height: 360 });
    expect(body.url).toMatch(/\.png$/);
  });

  it('accepts WebP, AVIF and GIF images', async () => {
    const base = sharp({ create: { width: 96, height: 64, channels: 3, background: '#224466' } });
    for (const [bytes, type] of [
      [await base.clone().webp().toBuffer(), 'image/webp'],
      [await base.clone().avif().toBuffer(), 'image/avif'],
      [await base.clone().gif().toBuffer(), 'image/gif'],
    ] as const) {
      const { body } = await upload(bytes, 'A small blue frame', 'frame.bin', 'application/octet-stream').expect(201);
      expect(body).toMatchObject({ contentType: type, width: 96, height: 64 });
    }
  });

  it('refuses SVG, other files and damaged images with a 400 that says why', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF');
    const whole = await jpeg(400, 300);
    const truncated = whole.subarray(0, Math.floor(whole.length / 3));

    expect((await upload(svg, 'A logo', 'logo.svg', 'image/svg+xml').expect(400)).body).toEqual({
      statusCode: 400,
      message: 'SVG images are not accepted (they can carry scripts); upload a JPEG, PNG, WebP, AVIF or GIF image',
    });
    expect((await upload(pdf, 'A document', 'doc.jpg').expect(400)).body.message).toBe('This file is not a JPEG, PNG, WebP, AVIF or GIF image (its content is application/pdf)');
    expect((await upload(Buffer.from('just some words'), 'Words', 'words.png', 'image/png').expect(400)).body.message).toBe('This file is not a JPEG, PNG, WebP, AVIF or GIF image');
    expect((await upload(truncated, 'Half a photo').expect(400)).body.message).toBe('The image could not be read: the file is damaged or not a whole image');
    expect(await sut.dataSource.getRepository(Media).countBy({ source: 'upload', alt: 'Half a photo' })).toBe(0);
  });

  it('refuses an image larger than the limits: 400 over 12,000 px a side, 413 over 15 MB', async () => {
    const tall = await sharp({ create: { width: 2, height: 12_001, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(tall, 'A thin line', 'line.png', 'image/png').expect(400)).body.message).toBe(
      'The image is 2 × 12001 pixels; the largest accepted is 12,000 pixels a side and 50 megapixels',
    );
    const huge = Buffer.concat([await jpeg(64, 64), Buffer.alloc(15 * 1024 * 1024)]);
    expect((await upload(huge, 'Too big').expect(413)).body).toEqual({ statusCode: 413, message: 'The image is larger than 15 MB; upload a smaller file' });
  });

  it('asks for alt text and for a file', async () => {
    const image = await jpeg(64, 64);
    const altRequired = 'alt text is required: describe the image for people who cannot see it';

    expect((await upload(image, null).expect(400)).body.message).toContain(altRequired);
    expect((await upload(image, '   ').expect(400)).body.message).toContain(altRequired);
    expect((await upload(image, 'x'.repeat(301)).expect(400)).body.message).toBe('alt must be at most 300 characters');
    // The product's one text rule, as for JSON bodies: one line, no control characters.
    expect((await upload(image, 'Two\nmonitors\u0000 at night').expect(201)).body).toMatchObject({ alt: 'Two monitors at night', markdown: expect.stringMatching(/^!\[Two monitors at night\]/) });
    expect((await admin.post('/api/admin/media').field('alt', 'Nothing attached').expect(400)).body.message).toBe(
      "Choose an image to upload: send it as multipart/form-data in the field 'file'",
    );
    expect((await admin.post('/api/admin/media').attach('image', image, 'a.jpg').field('alt', 'Wrong field').expect(400)).body.message).toBe(
      "Send the image in the form field 'file'",
    );
  });

  it('needs an admin session, and a same-site origin like every other write', async () => {
    const image = await jpeg(64, 64);

    await http().post('/api/admin/media').attach('file', image, 'a.jpg').field('alt', 'Anonymous').expect(401);
    const foreign = await admin.post('/api/admin/media').set('Origin', 'https://evil.example').attach('file', image, 'a.jpg').field('alt', 'Cross-site').expect(403);
    expect(foreign.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
    // Other API writes still take JSON only.
    await admin.post('/api/admin/blog/posts').attach('file', image, 'a.jpg').expect(415);
    expect(await sut.dataSource.getRepository(Media).countBy({ source: 'upload', alt: 'Anonymous' })).toBe(0);
  });
});
