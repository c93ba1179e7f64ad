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
 * Stores an image and its variants. Content-addressed: the same bytes stored twice (a retried job, the
 * same upload again) insert nothing, so rows are never updated, only inserted.
 */
export async function storeImage(manager: EntityManager, image: StoredImage, origin: ImageOrigin, variants: readonly ImageVariant[] = []): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(Media)
    .values({ ...image, source: origin.source, coverTitle: origin.coverTitle ?? null, alt: origin.alt ?? '' })
    .orIgnore()
    .execute();
  await storeVariants(manager, image.hash, variants);
}

/** Inserts variants of a stored image; one already there (made by another replica meanwhile) is kept. */
export async function storeVariants(manager: EntityManager, hash: string, variants: readonly ImageVariant[]): Promise<void> {
  if (!variants.length) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(MediaVariant)
    .values(variants.map((variant) => ({ hash, ...variant })))
    .orIgnore()
    .execute();
}
