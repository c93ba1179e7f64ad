import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ImageOrigin, ImageVariant, Media, StoredImage, MediaStoreRepository } from '@app/contract';
import { parseMediaPath, type ImageSizes } from '@app/site';
import { DataSource, EntityManager } from 'typeorm';

/** A stored image as the /media route reads it first: what it is, without its bytes. */
export interface MediaHead {
  extension: string;
  contentType: string;
  width: number;
}

/** A stored variant: bytes null means "serve what it would have replaced" (it came out no smaller). */
export interface StoredVariant {
  bytes: Buffer | null;
  contentType: string;
  byteSize: number;
}

/** A designed cover, as the post settings read it. */
export type CoverRecord = Pick<Media, 'hash' | 'extension' | 'source' | 'coverTitle'>;

/** Every query on the media and media_variants tables. */
@Injectable()
export class MediaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findHead(hash: string): Promise<MediaHead | null> {
    const rows: Array<{ extension: string; content_type: string; width: number }> = await this.dataSource.query(
      `SELECT extension, content_type, width FROM media WHERE hash = $1`,
      [hash],
    );
    return rows[0] ? { extension: rows[0].extension, contentType: rows[0].content_type, width: rows[0].width } : null;
  }

  async findBytes(hash: string): Promise<Buffer | null> {
    const rows: Array<{ bytes: Buffer }> = await this.dataSource.query(`SELECT bytes FROM media WHERE hash = $1`, [hash]);
    return rows[0]?.bytes ?? null;
  }

  /** The named variants of an image that are stored, by key. */
  async findVariants(hash: string, keys: readonly string[]): Promise<Map<string, StoredVariant>> {
    const rows: Array<{ variant: string; bytes: Buffer | null; content_type: string; byte_size: number }> = await this.dataSource.query(
      `SELECT variant, bytes, content_type, byte_size FROM media_variants WHERE hash = $1 AND variant = ANY($2)`,
      [hash, keys],
    );
    return new Map(rows.map((row) => [row.variant, { bytes: row.bytes, contentType: row.content_type, byteSize: row.byte_size }]));
  }

  insertVariants(hash: string, variants: readonly ImageVariant[]): Promise<void> {
    return new MediaStoreRepository(this.dataSource.manager).storeVariants(hash, variants);
  }

  /** An image and its variants in one transaction. */
  insertImage(image: StoredImage, origin: ImageOrigin, variants: readonly ImageVariant[]): Promise<void> {
    return this.dataSource.transaction((manager: EntityManager) => new MediaStoreRepository(manager).storeImage(image, origin, variants));
  }

  /** The sizes of the stored images among `paths` (/media/<hash>.<ext>), by path; other paths are left out. */
  async sizesOf(paths: readonly string[]): Promise<ImageSizes> {
    const wanted = new Map<string, string>();
    for (const path of paths) {
      const media = parseMediaPath(path);
      if (media && media.width === null) wanted.set(media.hash, path);
    }
    if (!wanted.size) return {};
    const rows: Array<{ hash: string; extension: string; width: number; height: number }> = await this.dataSource.query(
      `SELECT hash, extension, width, height FROM media WHERE hash = ANY($1)`,
      [[...wanted.keys()]],
    );
    const sizes: Record<string, { width: number; height: number }> = {};
    for (const row of rows) {
      const path = wanted.get(row.hash)!;
      if (parseMediaPath(path)?.extension === row.extension) sizes[path] = { width: row.width, height: row.height };
    }
    return sizes;
  }

  /** The stored image a path names (for the post settings: is the featured image a designed cover, of which title). */
  async findByPath(path: string | null): Promise<CoverRecord | null> {
    const media = path ? parseMediaPath(path) : null;
    if (!media || media.width !== null) return null;
    const row = await this.dataSource.getRepository(Media).findOne({
      select: { hash: true, extension: true, source: true, coverTitle: true },
      where: { hash: media.hash, extension: media.extension },
    });
    return row ?? null;
  }
}
