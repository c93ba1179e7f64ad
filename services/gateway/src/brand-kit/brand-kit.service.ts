import { BRAND_KIT_ID, BrandKit, BrandKitContent, BrandKitRevision, ensureBrandKit, toBrandKitContent } from '@app/contract';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isDeepStrictEqual } from 'node:util';
import { DataSource } from 'typeorm';

/** How many of the newest revisions the list returns. */
const REVISIONS_LISTED = 50;

/** The brand kit: read (created from the spec's facts on first use), and replaced only from its current version. */
@Injectable()
export class BrandKitService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  getBrandKit(): Promise<BrandKit> {
    return ensureBrandKit(this.dataSource.manager);
  }

  /**
   * Replaces the kit's content if it is still at `fromVersion`, keeping the content it replaces as a
   * revision. An edit made from an older version answers 409: nothing anyone wrote is silently replaced.
   */
  async updateBrandKit(fromVersion: number, content: BrandKitContent, reason = 'admin edit'): Promise<BrandKit> {
    await ensureBrandKit(this.dataSource.manager);
    return this.dataSource.transaction(async (em) => {
      const kit = await em.findOneOrFail(BrandKit, { where: { id: BRAND_KIT_ID }, lock: { mode: 'pessimistic_write' } });
      if (kit.version !== fromVersion) {
        throw new ConflictException(`The brand kit was changed since you loaded it (it is now at version ${kit.version}); reload it to see the newer version`);
      }
      const next = toBrandKitContent(content);
      if (isDeepStrictEqual(toBrandKitContent(kit), next)) return kit;
      await em.save(BrandKitRevision, em.create(BrandKitRevision, { version: kit.version, reason, snapshot: toBrandKitContent(kit) }));
      Object.assign(kit, next, { version: kit.version + 1 });
      return em.save(BrandKit, kit);
    });
  }

  /** Newest first: the kit before each change. */
  listRevisions(): Promise<BrandKitRevision[]> {
    return this.dataSource.getRepository(BrandKitRevision).find({ order: { id: 'DESC' }, take: REVISIONS_LISTED });
  }
}
