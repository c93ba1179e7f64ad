import { ImportsRepository, normalizeImage, StoredImageType } from '@app/contract';
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_UPLOAD_LIMITS } from '../media/image-upload.limits';
import { UploadArchive } from './upload-archive';

/** The largest image taken from an upload. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

const FORMATS: Record<string, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
};

const IMAGE_FILE = /\.(jpe?g|png|webp|gif)$/i;
const MEDIA_URL = /^\/media\/([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

/** Where an image reference led: the media store URL it now has, a remote address kept as is, or nowhere. */
export type ImageOutcome = { kind: 'stored'; url: string } | { kind: 'remote'; url: string } | { kind: 'missing'; reason: string };

/**
 * Finds the images a post refers to inside the upload and stages them (content-addressed, judged by their
 * bytes with sharp: JPEG, PNG, WebP or GIF), answering each reference's new `/media/<hash>.<ext>` URL.
 * References are matched by their path: `https://old.blog/wp-content/uploads/2019/05/a.jpg` finds the
 * entry `…/wp-content/uploads/2019/05/a.jpg`, `__GHOST_URL__/content/images/a.png` finds `content/images/a.png`,
 * a markdown file's `images/a.png` is read from beside the file. Remote images are never fetched.
 */
export class ImportImageStore {
  private readonly bySuffix = new Map<string, string>();
  private readonly outcomes = new Map<string, Promise<ImageOutcome>>();
  readonly staged = new Set<string>();

  constructor(
    private readonly archive: UploadArchive,
    private readonly repository: ImportsRepository,
    private readonly runId: string,
  ) {
    for (const entry of archive.paths()) {
      if (!IMAGE_FILE.test(entry)) continue;
      const parts = entry.split('/');
      // Longest suffix first wins: the same file name in two folders resolves by its folders.
      for (let start = parts.length - 1; start >= 0; start -= 1) {
        const suffix = parts.slice(start).join('/');
        if (!this.bySuffix.has(suffix) || start === 0) this.bySuffix.set(suffix, entry);
      }
    }
  }

  resolve(reference: string, baseDir: string): Promise<ImageOutcome> {
    const key = `${baseDir}\u0000${reference}`;
    let outcome = this.outcomes.get(key);
    if (!outcome) {
      outcome = this.lookUp(reference, baseDir);
      this.outcomes.set(key, outcome);
    }
    return outcome;
  }

  private entryFor(reference: string, baseDir: string): string | null {
    const cleaned = reference.replace(/^__GHOST_URL__/, '').split(/[?#]/)[0];
    let pathname: string;
    const absolute = /^https?:\/\//i.test(cleaned);
    try {
      pathname = decodeURIComponent(absolute ? new URL(cleaned).pathname : cleaned);
    } catch {
      return null;
    }
    if (!absolute && !pathname.startsWith('/')) {
      const joined = path.posix.normalize(path.posix.join(baseDir || '.', pathname));
      if (joined.startsWith('..')) return null;
      if (this.archive.has(joined)) return joined;
    }
    const parts = pathname.replace(/^\/+/, '').split('/').filter(Boolean);
    for (let start = 0; start < parts.length; start += 1) {
      const found = this.bySuffix.get(parts.slice(start).join('/'));
      // A bare file name only matches when nothing better did and the upload has just one such name.
      if (found && (start < parts.length - 1 || parts.length === 1)) return found;
    }
    return null;
  }

  private async lookUp(reference: string, baseDir: string): Promise<ImageOutcome> {
    const entry = this.entryFor(reference, baseDir);
    if (entry) return this.stage(entry);
    const media = MEDIA_URL.exec(reference);
    if (media && (await this.repository.existingMedia([media[1]])).has(media[1])) return { kind: 'stored', url: reference };
    if (/^(https?:)?\/\//i.test(reference)) return { kind: 'remote', url: reference };
    return { kind: 'missing', reason: `${reference} is not in the upload` };
  }

  private async stage(entry: string): Promise<ImageOutcome> {
    let bytes: Buffer;
    try {
      bytes = await this.archive.read(entry, MAX_IMAGE_BYTES);
    } catch (error) {
      return { kind: 'missing', reason: (error as Error).message };
    }
    let format: { extension: string; contentType: string } | undefined;
    let width = 0;
    let height = 0;
    try {
      const metadata = await sharp(bytes).metadata();
      format = FORMATS[metadata.format ?? ''];
      width = metadata.width ?? 0;
      height = metadata.height ?? 0;
      // Camera and editor metadata (EXIF GPS, a rotation) leave as an upload's do: stored upright without
      // it. An image that carries none (this product's own export) keeps its bytes, so its URL stays.
      const carriesMetadata = metadata.exif || metadata.xmp || metadata.iptc || (metadata.orientation ?? 1) !== 1;
      if (format && carriesMetadata) {
        ({ bytes, width, height } = (await normalizeImage(bytes, format.contentType as StoredImageType, IMAGE_UPLOAD_LIMITS.maxPixels)).image);
      }
    } catch {
      format = undefined;
    }
    if (!format || !width || !height) return { kind: 'missing', reason: `${entry} is not a JPEG, PNG, WebP or GIF image` };
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (!this.staged.has(hash)) {
      await this.repository.insertImages(this.runId, [{ hash, bytes, width, height, ...format }]);
      this.staged.add(hash);
    }
    return { kind: 'stored', url: `/media/${hash}.${format.extension}` };
  }
}
