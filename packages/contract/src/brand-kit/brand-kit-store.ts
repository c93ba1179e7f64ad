import type { EntityManager } from 'typeorm';
import { BRAND_KIT_ID, BrandKit, type BrandKitContent, toBrandKitContent } from '../entities/brand-kit.entity';
import { DEFAULT_BRAND_KIT } from './default-brand-kit';

/**
 * The brand kit row, created from DEFAULT_BRAND_KIT the first time anyone asks (a fresh database has
 * none; two first readers racing both get the one row).
 */
export async function ensureBrandKit(manager: EntityManager): Promise<BrandKit> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(BrandKit)
    .values({ id: BRAND_KIT_ID, ...toBrandKitContent(DEFAULT_BRAND_KIT), version: 1 })
    .orIgnore()
    .execute();
  return manager.findOneByOrFail(BrandKit, { id: BRAND_KIT_ID });
}

/** What the worker reads before a stage: the current brand kit, or the default while none is stored. Never writes. */
export async function readBrandKit(manager: EntityManager): Promise<BrandKitContent> {
  const kit = await manager.findOneBy(BrandKit, { id: BRAND_KIT_ID });
  return toBrandKitContent(kit ?? DEFAULT_BRAND_KIT);
}
