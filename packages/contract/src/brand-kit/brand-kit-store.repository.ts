import type { EntityManager } from 'typeorm';
import { BRAND_KIT_ID, BrandKit, type BrandKitContent, toBrandKitContent } from '../entities/brand-kit.entity';
import { DEFAULT_BRAND_KIT } from './default-brand-kit';

/** The one brand kit row, as both services reach it (the gateway's editor and checks, the worker's prompts). */
export class BrandKitStoreRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * The brand kit row, created from DEFAULT_BRAND_KIT the first time anyone asks (a fresh database has
   * none; two first readers racing both get the one row).
   */
  async ensureBrandKit(): Promise<BrandKit> {
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(BrandKit)
      .values({ id: BRAND_KIT_ID, ...toBrandKitContent(DEFAULT_BRAND_KIT), version: 1 })
      .orIgnore()
      .execute();
    return this.manager.findOneByOrFail(BrandKit, { id: BRAND_KIT_ID });
  }

  /** What the worker reads before a stage: the current brand kit, or the default while none is stored. Never writes. */
  async readBrandKit(): Promise<BrandKitContent> {
    const kit = await this.manager.findOneBy(BrandKit, { id: BRAND_KIT_ID });
    return toBrandKitContent(kit ?? DEFAULT_BRAND_KIT);
  }
}
