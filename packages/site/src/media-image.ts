/**
 * Stored images (/media/<hash>.<ext>: the designed covers and the admin's uploads) and their responsive
 * variants, named once for the gateway that serves them and the pages that ask for them.
 *
 * A variant is the image resized to one of MEDIA_WIDTHS (only widths narrower than the image):
 * `/media/<hash>-<width>w.<ext>`. Like the original, its URL is negotiated: a browser that accepts WebP
 * gets WebP, any other client the image's own format.
 */

/** The widths an image is offered at besides its own (srcset candidates). */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;

/**
 * How wide each public image slot is drawn, as a sizes attribute (the browser picks a srcset candidate from
 * it, and the server's preload of a page's first image must say the same). From the layout: MUI's
 * breakpoints (600, 900, 1200) and containers (lg 1200 px, md 900 px; 16 px padding, 24 px from 600 px up),
 * the blog grid (1, 2, 3 columns with 24 px gaps) and the featured post's 7 of 12 columns.
 */
export const IMAGE_SLOT_SIZES = {
  /** A card in the blog grid (/blog, the home teaser, the careers page). */
  card: '(min-width: 1200px) 368px, (min-width: 900px) calc(33.33vw - 32px), (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)',
  /** The featured post at the top of /blog. */
  featured: '(min-width: 1200px) 672px, (min-width: 900px) calc(58.33vw - 28px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
  /** An article's featured image. */
  articleCover: '(min-width: 1200px) 1152px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
  /** An image in an article's text (the article column). */
  articleContent: '(min-width: 900px) 852px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)',
} as const;

/** The size of a stored image. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The sizes of the stored images a post shows, by path (/media/<hash>.<ext>). */
export type ImageSizes = Readonly<Record<string, ImageSize>>;

export interface MediaPath {
  hash: string;
  extension: string;
  /** The variant's width; null for the image itself. */
  width: number | null;
}

const MEDIA_PATH = /^\/media\/([0-9a-f]{64})(?:-([1-9][0-9]{2,3})w)?\.([a-z0-9]{2,5})$/;

/** Extensions whose images are resized (a GIF is kept as uploaded: resizing would lose or bloat its animation). */
const RESIZED_EXTENSIONS: ReadonlySet<string> = /* @__PURE__ */ new Set(['png', 'jpg', 'webp', 'avif']);

/** The parts of a stored image's path (the image or one of its variants); null for any other URL. */
export function parseMediaPath(path: string): MediaPath | null {
  const match = MEDIA_PATH.exec(path);
  return match ? { hash: match[1], extension: match[3], width: match[2] ? Number(match[2]) : null } : null;
}

/** The path of a stored image, or of its variant `width` wide. */
export function mediaPath(hash: string, extension: string, width?: number | null): string {
  return `/media/${hash}${width ? `-${width}w` : ''}.${extension}`;
}

/** The variant widths an image of this size and extension has (narrower than itself, never enlarged). */
export function variantWidths(extension: string, width: number): number[] {
  return RESIZED_EXTENSIONS.has(extension) ? MEDIA_WIDTHS.filter((candidate) => candidate < width) : [];
}

/** What an <img> needs to load the right size: src, and for a stored image of known size srcset, sizes, width, height. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The <img> attributes for `src` shown at `sizes` (a sizes attribute: how wide it is drawn). A stored image
 * whose size is known gets its variants as srcset, with its own width and height; any other image (an
 * outside URL, a size not known) is just its src.
 */
export function responsiveImage(src: string, imageSizes: ImageSizes | null | undefined, sizes: string): ResponsiveImage {
  const size = imageSizes?.[src];
  const media = size && parseMediaPath(src);
  if (!size || !media || media.width !== null) return { src };
  const widths = variantWidths(media.extension, size.width);
  if (!widths.length) return { src, width: size.width, height: size.height };
  const candidates = [...widths.map((width) => `${mediaPath(media.hash, media.extension, width)} ${width}w`), `${src} ${size.width}w`];
  return { src, srcSet: candidates.join(', '), sizes, width: size.width, height: size.height };
}

/** The stored images (/media/<hash>.<ext>) a markdown text shows, in order, each once. */
export function mediaImagesIn(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/\/media\/[0-9a-f]{64}\.[a-z0-9]{2,5}/g)) found.add(match[0]);
  return [...found];
}
