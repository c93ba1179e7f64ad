/**
 * Issue 28: an image upload, from the request to its stored variants. A 12-megapixel photo-like JPEG
 * (4000x3000, quality 90, with EXIF) is posted to POST /api/admin/media as the studio sends it
 * (multipart, signed in); the answer comes once the image is checked, decoded, turned upright, scaled to
 * 2400 px, stripped of metadata and stored with every variant (480/800/1200/1600 w, each as JPEG and WebP,
 * and the image as WebP). Each run posts a different photo (no shared hash).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminCookie, log, percentile, round, ROOT } from './common.mjs';

const require = createRequire(import.meta.url);
const sharp = require(path.join(ROOT, 'node_modules/sharp'));

const GOAL_MS = 2000;

/** A photo-like 4000x3000 JPEG: smooth gradients with fine texture (what a phone camera produces compresses alike). */
async function photo(seed) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = (state >>> 24) % 24;
      const offset = (y * width + x) * 3;
      pixels[offset] = (x / 16 + y / 24 + grain + seed * 13) & 255;
      pixels[offset + 1] = (128 + 100 * Math.sin((x + seed * 97) / 180) + grain) & 255;
      pixels[offset + 2] = (y / 12 + 60 * Math.cos(x / 240) + grain) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();
}

async function upload(baseUrl, cookie, bytes, index) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `photo-${index}.jpg`);
  form.append('alt', `Bench photo ${index}`);
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/media`, { method: 'POST', headers: { cookie }, body: form });
  const body = await response.json();
  const ms = performance.now() - start;
  if (response.status !== 201) throw new Error(`upload ${index}: ${response.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

export async function benchUpload(product) {
  const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
  const cookie = await adminCookie(product.baseUrl);
  log(`upload: making ${runs + 1} photos of 12 MP`);
  const photos = [];
  for (let index = 0; index <= runs; index += 1) photos.push(await photo(index + 1));
  // Warm-up: the gateway's first upload loads sharp's and file-type's code paths.
  await upload(product.baseUrl, cookie, photos[0], 0);
  const times = [];
  let last;
  for (let index = 1; index <= runs; index += 1) {
    last = await upload(product.baseUrl, cookie, photos[index], index);
    times.push(last.ms);
    log(`upload ${index}: ${Math.round(last.ms)} ms (${round(photos[index].length / 1024 / 1024, 2)} MB in, ${last.body.width}x${last.body.height} stored)`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const medianMs = Math.round(percentile(sorted, 50));
  return {
    method: `POST /api/admin/media (multipart, signed in), one at a time, ${runs} runs after 1 warm-up; each a different 4000x3000 JPEG (quality 90, EXIF with GPS); time from the request to the 201, by which the image and all its variants are stored`,
    input: { width: 4000, height: 3000, megapixels: 12, jpegMb: round(sorted.length ? photos.slice(1).reduce((sum, bytes) => sum + bytes.length, 0) / runs / 1024 / 1024 : 0, 2) },
    stored: { width: last.body.width, height: last.body.height, bytes: last.body.byteSize, variants: last.body.variants.map((variant) => variant.width) },
    uploadMs: { median: medianMs, min: Math.round(sorted[0]), max: Math.round(sorted[sorted.length - 1]), runs: times.map(Math.round) },
    goals: { medianMs: { target: GOAL_MS, met: medianMs <= GOAL_MS } },
  };
}
