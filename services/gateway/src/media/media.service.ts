import { Injectable, Logger } from '@nestjs/common';
import { ImageVariant, makeVariant, StoredImageType, variantKey, WEBP_SOURCE_TYPES } from '@app/contract';
import { parseMediaPath, variantWidths } from '@app/site';
import { MediaRepository } from './media.repository';

/** How many undecodable images this process remembers, so it does not retry them on every request. */
const MAX_REMEMBERED_FAILURES = 256;

/** What to send for one request: the stored bytes, a variant, or their WebP, each with its own strong ETag. */
export interface MediaRepresentation {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Serves stored images and their responsive variants (/media/<hash>.<ext>, /media/<hash>-<width>w.<ext>),
 * each as WebP to a client that takes it when that is smaller. A variant not stored yet (images stored
 * before variants were made on the way in) is made on its first request and stored, so every replica
 * serves it from then on.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);
  /** Encodings under way in this process: parallel first requests for one variant share one encode. */
  private readonly encoding = new Map<string, Promise<ImageVariant | null>>();
  private readonly undecodable = new Set<string>();

  constructor(private readonly media: MediaRepository) {}

  /**
   * The representation a /media/<file> request gets; null for a malformed or unknown name, or a width the
   * image is not offered at (only its variant widths: an image is never enlarged).
   */
  async findRepresentation(fileName: string, options: { webp: boolean }): Promise<MediaRepresentation | null> {
    const path = parseMediaPath(`/media/${fileName}`);
    if (!path) return null;
    const head = await this.media.findHead(path.hash);
    if (!head || head.extension !== path.extension) return null;
    const { hash, width } = path;
    if (width !== null && !variantWidths(head.extension, head.width).includes(width)) return null;

    const etag = width === null ? hash : `${hash}-${width}w`;
    const webp = options.webp && WEBP_SOURCE_TYPES.has(head.contentType);
    const stored = await this.media.findVariants(hash, webp ? [variantKey(width, false), variantKey(width, true)] : [variantKey(width, false)]);
    const own = async (): Promise<MediaRepresentation | null> => {
      const bytes = width === null ? await this.media.findBytes(hash) : ((stored.get(variantKey(width, false)) ?? (await this.make(hash, width, false)))?.bytes ?? null);
      // A variant that could not be made: the image itself serves (larger, but whole).
      if (!bytes) return width === null ? null : this.findRepresentation(`${hash}.${head.extension}`, { webp: options.webp });
      return { bytes, contentType: head.contentType, etag: `"${etag}"` };
    };
    if (!webp) return own();
    const asWebp = stored.get(variantKey(width, true)) ?? (await this.make(hash, width, true, stored.get(variantKey(width, false))?.byteSize));
    return asWebp?.bytes ? { bytes: asWebp.bytes, contentType: 'image/webp', etag: `"${etag}-webp"` } : own();
  }

  /**
   * Makes and stores one variant; null when the image cannot be decoded (remembered, and the original is
   * served). A WebP is kept only when smaller than what it replaces (`replacedBytes`, else measured).
   */
  private make(hash: string, width: number | null, webp: boolean, replacedBytes?: number): Promise<ImageVariant | null> {
    const key = `${hash}:${variantKey(width, webp)}`;
    if (this.undecodable.has(hash)) return Promise.resolve(null);
    let pending = this.encoding.get(key);
    if (!pending) {
      pending = this.makeAndStore(hash, width, webp, replacedBytes).finally(() => this.encoding.delete(key));
      this.encoding.set(key, pending);
    }
    return pending;
  }

  private async makeAndStore(hash: string, width: number | null, webp: boolean, replacedBytes?: number): Promise<ImageVariant | null> {
    const [bytes, head] = await Promise.all([this.media.findBytes(hash), this.media.findHead(hash)]);
    if (!bytes || !head) return null;
    let variant: ImageVariant;
    try {
      const replaced = !webp ? null : (replacedBytes ?? (width === null ? bytes.length : (await this.make(hash, width, false))?.byteSize ?? bytes.length));
      variant = await makeVariant({ bytes, contentType: head.contentType as StoredImageType }, width, webp, replaced);
    } catch (error) {
      this.logger.warn(`Serving image ${hash} as stored: encoding ${variantKey(width, webp)} failed (${(error as Error).message})`);
      this.rememberUndecodable(hash);
      return null;
    }
    try {
      // No gain, no bytes: the row records the decision so it is made only once.
      await this.media.insertVariants(hash, [variant]);
    } catch (error) {
      // Still serve this encoding; the next request tries to store it again.
      this.logger.warn(`Could not store the ${variant.variant} variant of image ${hash}: ${(error as Error).message}`);
    }
    return variant;
  }

  private rememberUndecodable(hash: string): void {
    if (this.undecodable.size >= MAX_REMEMBERED_FAILURES) {
      this.undecodable.delete(this.undecodable.values().next().value!);
    }
    this.undecodable.add(hash);
  }
}
