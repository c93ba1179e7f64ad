import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BRAND_KIT_ID, BrandKit, BrandKitContent, BrandKitRevision, toBrandKitContent, BrandKitStoreRepository } from '@app/contract';
import { isDeepStrictEqual } from 'node:util';
import { DataSource } from 'typeorm';

/** A replace's outcome: the kit as stored after it, or the version it is at when it was not `fromVersion`. */
export type BrandKitReplace = { kit: BrandKit } | { staleAt: number };

/** Every query on brand_kit and brand_kit_revisions. */
@Injectable()
export class BrandKitRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The kit, created from the spec's facts on first use. */
  ensure(): Promise<BrandKit> {
    return new BrandKitStoreRepository(this.dataSource.manager).ensureBrandKit();
  }

  /**
   * Under the kit's row lock: replaces its content if it is still at `fromVersion`, keeping the content it
   * replaces as a revision (the same content again changes nothing).
   */
  async replace(fromVersion: number, content: BrandKitContent, reason: string): Promise<BrandKitReplace> {
    await this.ensure();
    return this.dataSource.transaction(async (em) => {
      const kit = await em.findOneOrFail(BrandKit, { where: { id: BRAND_KIT_ID }, lock: { mode: 'pessimistic_write' } });
      if (kit.version !== fromVersion) return { staleAt: kit.version };
      const next = toBrandKitContent(content);
      if (isDeepStrictEqual(toBrandKitContent(kit), next)) return { kit };
      await em.save(BrandKitRevision, em.create(BrandKitRevision, { version: kit.version, reason, snapshot: toBrandKitContent(kit) }));
      Object.assign(kit, next, { version: kit.version + 1 });
      return { kit: await em.save(BrandKit, kit) };
    });
  }

  /** Newest first: the kit before each change. */
  revisions(limit: number): Promise<BrandKitRevision[]> {
    return this.dataSource.getRepository(BrandKitRevision).find({ order: { id: 'DESC' }, take: limit });
  }
}
