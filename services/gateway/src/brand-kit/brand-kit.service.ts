import { BrandKit, BrandKitContent, BrandKitRevision } from '@app/contract';
import { ConflictException, Injectable } from '@nestjs/common';
import { BrandKitRepository } from './brand-kit.repository';

/** How many of the newest revisions the list returns. */
const REVISIONS_LISTED = 50;

/** The brand kit: read (created from the spec's facts on first use), and replaced only from its current version. */
@Injectable()
export class BrandKitService {
  constructor(private readonly repository: BrandKitRepository) {}

  getBrandKit(): Promise<BrandKit> {
    return this.repository.ensure();
  }

  /**
   * Replaces the kit's content if it is still at `fromVersion`, keeping the content it replaces as a
   * revision. An edit made from an older version answers 409: nothing anyone wrote is silently replaced.
   */
  async updateBrandKit(fromVersion: number, content: BrandKitContent, reason = 'admin edit'): Promise<BrandKit> {
    const outcome = await this.repository.replace(fromVersion, content, reason);
    if ('staleAt' in outcome) {
      throw new ConflictException(`The brand kit was changed since you loaded it (it is now at version ${outcome.staleAt}); reload it to see the newer version`);
    }
    return outcome.kit;
  }

  /** Newest first: the kit before each change. */
  listRevisions(): Promise<BrandKitRevision[]> {
    return this.repository.revisions(REVISIONS_LISTED);
  }
}
