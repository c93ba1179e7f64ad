import { Injectable } from '@nestjs/common';
import { Media } from '@app/contract';
import { EntityManager } from 'typeorm';

/** A designed cover's media row, as CoverDesigner stores it. */
export interface CoverMedia {
  hash: string;
  png: Buffer;
  width: number;
  height: number;
  title: string;
}

/**
 * Every query of CoverDesigner. It writes inside the job's completing transaction (`JobRun.complete`'s
 * manager), so the cover and the post or production that shows it commit together.
 */
@Injectable()
export class CoverMediaRepository {
  /** Same bytes, same row: a retry or a repeated design inserts nothing. */
  async insertCover(manager: EntityManager, image: CoverMedia): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Media)
      .values({ hash: image.hash, contentType: 'image/png', extension: 'png', bytes: image.png, width: image.width, height: image.height, source: 'cover', coverTitle: image.title })
      .orIgnore()
      .execute();
  }
}
