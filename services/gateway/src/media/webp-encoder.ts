import sharp from 'sharp';

/**
 * Quality 80 at the default effort 4: the seeded 1200x630 covers drop from 140-200 KB of PNG to
 * 21-29 KB in about 60 ms each; effort 6 saves 2-3 % more for nearly twice the time.
 */
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;

// Every image is encoded once and then read from Postgres: libvips' operation cache would only hold memory.
sharp.cache(false);

/** A WebP encoding of a PNG or JPEG; rejects on bytes libvips cannot decode cleanly. */
export function encodeWebp(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'warning' }).webp(WEBP_OPTIONS).toBuffer();
}
