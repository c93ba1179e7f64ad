import type { EntityManager } from 'typeorm';
import { Media, MediaSource } from '../entities/media.entity';
import { MediaVariant } from '../entities/media-variant.entity';
import type { ImageVariant, StoredImage } from './image-variants';

/** What a stored image says about itself besides its bytes. */
export interface ImageOrigin {
  source: MediaSource;
  /** The title a designed cover shows. */
  coverTitle?: string | null;
  /** An upload's alt text. */
  alt?: string;
}

/**
 * Stored images and their variants (uploads, the demo content's covers). Content-addressed: the same bytes
 * stored twice (a retried job, the same upload again) insert nothing, so rows are never updated, only inserted.
 */
export class MediaStoreRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Stores an image and its variants. */
  async storeImage(image: StoredImage, origin: ImageOrigin, variants: readonly ImageVariant[] = []): Promise<void> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(Media)
      .values({ ...image, source: origin.source, coverTitle: origin.coverTitle ?? null, alt: origin.alt ?? '' })
      .orIgnore()
      .execute();
    await this.storeVariants(image.hash, variants);
  }

  /** Inserts variants of a stored image; one already there (made by another replica meanwhile) is kept. */
  async storeVariants(hash: string, variants: readonly ImageVariant[]): Promise<void> {
    if (!variants.length) return;
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(MediaVariant)
      .values(variants.map((variant) => ({ hash, ...variant })))
      .orIgnore()
      .execute();
  }
}
