import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MediaVariant } from '@app/contract';
import { DataSource } from 'typeorm';
import { WEBP_SOURCE_TYPES } from './media-negotiation';
import { encodeWebp } from './webp-encoder';

const MEDIA_NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/;
const WEBP = { variant: 'webp', contentType: 'image/webp' } as const;
/** How many undecodable images this process remembers, so it does not retry them on every request. */
const MAX_REMEMBERED_FAILURES = 256;

/** What to send for one request: the stored bytes or their WebP, each with its own strong ETag. */
export interface MediaRepresentation {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

interface MediaRow {
  extension: string;
  content_type: string;
  /** Null when the WebP row says "serve the original", so its bytes are only read when needed. */
  original: Buffer | null;
  has_webp: boolean;
  webp: Buffer | null;
}

@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);
  /** Encodings under way in this process: parallel first requests for one image share one encode. */
  private readonly encoding = new Map<string, Promise<Buffer | null>>();
  private readonly undecodable = new Set<string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The representation a /media/<hash>.<ext> request gets: the WebP when the client takes it and the
   * image has one that is smaller (made and stored on first request), otherwise the original bytes.
   * Null for a malformed or unknown name.
   */
  async findRepresentation(fileName: string, options: { webp: boolean }): Promise<MediaRepresentation | null> {
    const match = MEDIA_NAME.exec(fileName);
    if (!match) return null;
    const [, hash, extension] = match;
    const row = await this.findRow(hash, options.webp);
    if (!row || row.extension !== extension) return null;

    const original = (): MediaRepresentation => ({ bytes: row.original!, contentType: row.content_type, etag: `"${hash}"` });
    if (!options.webp || !WEBP_SOURCE_TYPES.has(row.content_type)) return original();
    const webp = row.has_webp ? row.webp : await this.createWebp(hash, row.original!);
    return webp ? { bytes: webp, contentType: WEBP.contentType, etag: `"${hash}-webp"` } : original();
  }

  private async findRow(hash: string, withWebp: boolean): Promise<MediaRow | null> {
    const rows: MediaRow[] = withWebp
      ? await this.dataSource.query(
          `SELECT m.extension, m.content_type, CASE WHEN v.bytes IS NULL THEN m.bytes END AS original,
                  v.hash IS NOT NULL AS has_webp, v.bytes AS webp
             FROM media m LEFT JOIN media_variants v ON v.hash = m.hash AND v.variant = $2
            WHERE m.hash = $1`,
          [hash, WEBP.variant],
        )
      : await this.dataSource.query(
          `SELECT extension, content_type, bytes AS original, false AS has_webp, NULL AS webp FROM media WHERE hash = $1`,
          [hash],
        );
    return rows[0] ?? null;
  }

  /** The stored WebP of an image, or null when the original should be served. */
  private createWebp(hash: string, original: Buffer): Promise<Buffer | null> {
    if (this.undecodable.has(hash)) return Promise.resolve(null);
    let pending = this.encoding.get(hash);
    if (!pending) {
      pending = this.encodeAndStore(hash, original).finally(() => this.encoding.delete(hash));
      this.encoding.set(hash, pending);
    }
    return pending;
  }

  private async encodeAndStore(hash: string, original: Buffer): Promise<Buffer | null> {
    let webp: Buffer;
    try {
      webp = await encodeWebp(original);
    } catch (error) {
      this.logger.warn(`Serving image ${hash} as stored: WebP encoding failed (${(error as Error).message})`);
      this.rememberUndecodable(hash);
      return null;
    }
    // No gain, no variant: the row (without bytes) records the decision so it is made only once.
    const kept = webp.length < original.length ? webp : null;
    try {
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(MediaVariant)
        .values({ hash, variant: WEBP.variant, contentType: WEBP.contentType, bytes: kept, byteSize: webp.length })
        .orIgnore()
        .execute();
    } catch (error) {
      // Still serve this encoding; the next request tries to store it again.
      this.logger.warn(`Could not store the WebP of image ${hash}: ${(error as Error).message}`);
    }
    return kept;
  }

  private rememberUndecodable(hash: string): void {
    if (this.undecodable.size >= MAX_REMEMBERED_FAILURES) {
      this.undecodable.delete(this.undecodable.values().next().value!);
    }
    this.undecodable.add(hash);
  }
}
