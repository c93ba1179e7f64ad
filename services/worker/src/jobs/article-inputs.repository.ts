import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiProduction, BlogPost, BRAND_KIT_ID, BrandKit, BrandKitContent, PostProposal, readBrandKit } from '@app/contract';
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

  /** The brand kit's content (the spec's facts when no row was written yet). */
  brandKit(): Promise<BrandKitContent> {
    return readBrandKit(this.dataSource.manager);
  }

  /** The brand kit's row, with its version (null before the first read created it). */
  brandKitRow(): Promise<BrandKit | null> {
    return this.dataSource.manager.findOneBy(BrandKit, { id: BRAND_KIT_ID });
  }
}
