import { MEDIA_WIDTHS, mediaPath, variantWidths } from '@app/site';
import { createHash } from 'node:crypto';
import sharp from 'sharp';

// Every image is encoded once and then read from Postgres: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The image types that can be stored, with the extension each is served under. */
export const STORED_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
} as const;
export type StoredImageType = keyof typeof STORED_IMAGE_TYPES;

/** The types a browser that accepts WebP gets as WebP instead (a WebP or AVIF is already modern; a GIF keeps its animation). */
export const WEBP_SOURCE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/**
 * The longest side an uploaded image is kept at: twice the widest slot it is drawn in (the article's
 * 1200 px cover) for sharp screens. A larger photo is scaled down once, on upload.
 */
export const MAX_STORED_SIDE = 2400;

/**
 * Quality 80 at the default effort 4: the seeded 1200x630 covers drop from 140-200 KB of PNG to 21-29 KB
 * in about 60 ms each; effort 6 saves 2-3 % more for nearly twice the time.
 */
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;
/** A sharp pipeline (sharp's types are reached through the function: its namespace is not exported to CommonJS here). */
type Pipeline = ReturnType<typeof sharp>;

const ENCODERS: Record<StoredImageType, (image: Pipeline) => Pipeline> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp(WEBP_OPTIONS),
  'image/avif': (image) => image.avif({ quality: 55, effort: 2 }),
  'image/gif': (image) => image.gif(),
};

/** An image as the media table stores it. */
export interface StoredImage {
  hash: string;
  contentType: StoredImageType;
  extension: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Another encoding of a stored image (a media_variants row). bytes null: no smaller than what it replaces, serve that. */
export interface ImageVariant {
  variant: string;
  contentType: string;
  bytes: Buffer | null;
  byteSize: number;
}

/** The variant key: `webp` (the image itself as WebP), `800w` (resized, own format), `800w.webp` (resized, as WebP). */
export function variantKey(width: number | null, webp: boolean): string {
  if (width === null) return webp ? 'webp' : 'original';
  return webp ? `${width}w.webp` : `${width}w`;
}

function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The path a stored image is served under. */
export function storedImagePath(image: Pick<StoredImage, 'hash' | 'extension'>): string {
  return mediaPath(image.hash, image.extension);
}

/** Decoded pixels, kept between the encodes of one image so it is decoded once. */
interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

function fromPixels(pixels: Pixels): Pipeline {
  return sharp(pixels.data, { raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels } });
}

/**
 * An image the admin uploaded, made safe to serve: decoded in full (bytes libvips cannot decode cleanly
 * reject), turned upright by its EXIF orientation, scaled down to MAX_STORED_SIDE, and encoded again in
 * its own type, which leaves every piece of metadata behind (EXIF with its GPS position, XMP, IPTC,
 * comments). A GIF keeps its frames. `type` is the type its bytes were recognised as.
 */
export async function normalizeImage(bytes: Buffer, type: StoredImageType, limitInputPixels: number): Promise<{ image: StoredImage; pixels: Pixels | null }> {
  if (type === 'image/gif') {
    const encoded = await sharp(bytes, { animated: true, failOn: 'error', limitInputPixels })
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .gif()
      .toBuffer({ resolveWithObject: true });
    const height = encoded.info.pageHeight ?? encoded.info.height;
    return { image: stored(encoded.data, type, encoded.info.width, height), pixels: null };
  }
  const pixels = await sharp(bytes, { failOn: 'error', limitInputPixels, autoOrient: true })
    .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encoded = await ENCODERS[type](fromPixels(pixels)).toBuffer();
  return { image: stored(encoded, type, pixels.info.width, pixels.info.height), pixels };
}

function stored(bytes: Buffer, type: StoredImageType, width: number, height: number): StoredImage {
  return { hash: hashOf(bytes), contentType: type, extension: STORED_IMAGE_TYPES[type], bytes, width, height };
}

/**
 * Every responsive variant of a stored image, made at once (uploads, the demo covers): each of its
 * variant widths in its own type, and for PNG and JPEG each also as WebP, plus the image itself as WebP
 * when it is no wider than the widest variant width. (A wider image's full-size WebP, half the work of a
 * 12-megapixel upload, is made on its first request: only a wide, sharp screen asks for more than 1600 px.)
 * A WebP no smaller than the encoding it would replace is kept as a row without bytes (serve that one).
 * `pixels`: the image already decoded, when the caller has it.
 */
export async function makeVariants(image: StoredImage, pixels?: Pixels | null): Promise<ImageVariant[]> {
  const widths = variantWidths(image.extension, image.width);
  const webp = WEBP_SOURCE_TYPES.has(image.contentType);
  if (!widths.length && !webp) return [];
  const source = pixels ?? (await sharp(image.bytes, { failOn: 'error' }).raw().toBuffer({ resolveWithObject: true }));
  const resize = (width: number) => fromPixels(source).resize({ width });
  const jobs: Array<Promise<ImageVariant[]>> = widths.map(async (width) => {
    const [own, asWebp] = await Promise.all([
      ENCODERS[image.contentType as StoredImageType](resize(width)).toBuffer(),
      webp ? resize(width).webp(WEBP_OPTIONS).toBuffer() : null,
    ]);
    const variants = [variant(variantKey(width, false), image.contentType, own, null)];
    if (asWebp) variants.push(variant(variantKey(width, true), 'image/webp', asWebp, own.length));
    return variants;
  });
  if (webp && image.width <= MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]) jobs.push(fromPixels(source).webp(WEBP_OPTIONS).toBuffer().then((bytes: Buffer) => [variant(variantKey(null, true), 'image/webp', bytes, image.bytes.length)]));
  return (await Promise.all(jobs)).flat();
}

/**
 * One variant of a stored image, made when it is first asked for (images stored before variants were made
 * at once, and any made on the way in that failed). A WebP is compared with `replacedBytes`, the size of
 * what a client that takes no WebP gets instead. Rejects on bytes libvips cannot decode cleanly.
 */
export async function makeVariant(image: Pick<StoredImage, 'bytes' | 'contentType'>, width: number | null, webp: boolean, replacedBytes: number | null = null): Promise<ImageVariant> {
  let pipeline = sharp(image.bytes, { failOn: 'warning' });
  if (width !== null) pipeline = pipeline.resize({ width });
  if (webp) return variant(variantKey(width, true), 'image/webp', await pipeline.webp(WEBP_OPTIONS).toBuffer(), replacedBytes);
  const bytes = await ENCODERS[image.contentType as StoredImageType](pipeline).toBuffer();
  return variant(variantKey(width, false), image.contentType, bytes, null);
}

function variant(key: string, contentType: string, bytes: Buffer, replacesBytes: number | null): ImageVariant {
  const kept = replacesBytes === null || bytes.length < replacesBytes ? bytes : null;
  return { variant: key, contentType, bytes: kept, byteSize: bytes.length };
}
