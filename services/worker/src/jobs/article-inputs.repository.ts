import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob, AiProduction, BlogPost, BRAND_KIT_ID, BrandKit, BrandKitContent, PostProposal, BrandKitStoreRepository } from '@app/contract';
import { DataSource } from 'typeorm';

/**
 * What the AI handlers read before their provider calls: the post (or production) they work on and the brand kit. Their
 * writes happen in `run.complete`'s transaction, under @app/contract's row locks.
 */
@Injectable()
export class ArticleInputsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findPost(id: number): Promise<BlogPost | null> {
    return this.dataSource.getRepository(BlogPost).findOneBy({ id });
  }

  findProduction(id: number): Promise<AiProduction | null> {
    return this.dataSource.getRepository(AiProduction).findOneBy({ id });
  }

  /** A proposal a revision starts from (a pending AI draft). */
  findProposal(id: number): Promise<PostProposal | null> {
    return this.dataSource.getRepository(PostProposal).findOneBy({ id });
  }

  /** How many jobs of `kind` completed for the production or post whose id the payload holds under `key` (the cover rotation's count). */
  countCompletedJobs(kind: string, key: 'productionId' | 'postId', id: number): Promise<number> {
    return this.dataSource
      .getRepository(AiJob)
      .createQueryBuilder('job')
      .where('job.kind = :kind AND job.state = :state', { kind, state: 'completed' })
      .andWhere(`job.payload ->> '${key}' = :id`, { id: String(id) })
      .getCount();
  }

  /** The brand kit's content (the spec's facts when no row was written yet). */
  brandKit(): Promise<BrandKitContent> {
    return new BrandKitStoreRepository(this.dataSource.manager).readBrandKit();
  }

  /** The brand kit's row, with its version (null before the first read created it). */
  brandKitRow(): Promise<BrandKit | null> {
    return this.dataSource.manager.findOneBy(BrandKit, { id: BRAND_KIT_ID });
  }
}
