import { AiIdea, AiProduction, BlogPost, BRAND_KIT_ID, BrandKit, ImportsRepository, Media, PostRevision } from '@app/contract';
import { EntityManager, In, MoreThan } from 'typeorm';

/** Every read of the export (issue 32): keyed pages and single rows, so the export streams in constant memory. */
export class ExportsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Ids and slugs of every post (small rows: what the zip's names are made from). */
  postNames(): Promise<Array<Pick<BlogPost, 'id' | 'slug'>>> {
    return this.manager.find(BlogPost, { select: { id: true, slug: true }, order: { id: 'ASC' } });
  }

  findPost(id: number): Promise<BlogPost | null> {
    return this.manager.findOneBy(BlogPost, { id });
  }

  revisionsOf(postId: number): Promise<PostRevision[]> {
    return this.manager.find(PostRevision, { where: { postId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  legacyPathsOf(postId: number): Promise<string[]> {
    return new ImportsRepository(this.manager).legacyPathsOf(postId);
  }

  brandKit(): Promise<BrandKit | null> {
    return this.manager.findOneBy(BrandKit, { id: BRAND_KIT_ID });
  }

  ideasAfter(id: number, limit: number): Promise<AiIdea[]> {
    return this.manager.find(AiIdea, { where: { id: MoreThan(id) }, order: { id: 'ASC' }, take: limit });
  }

  /** Productions with a final text (what the AI wrote and the admin reviewed). */
  productionNames(): Promise<Array<Pick<AiProduction, 'id'>>> {
    return this.manager.createQueryBuilder(AiProduction, 'p').select(['p.id']).where('p.final_content IS NOT NULL').orderBy('p.id', 'ASC').getMany();
  }

  findProduction(id: number): Promise<AiProduction | null> {
    return this.manager.findOneBy(AiProduction, { id });
  }

  mediaNames(): Promise<Array<Pick<Media, 'hash' | 'extension'>>> {
    return this.manager.find(Media, { select: { hash: true, extension: true }, order: { hash: 'ASC' } });
  }

  async mediaBytes(hash: string): Promise<Buffer | null> {
    const rows = await this.manager.find(Media, { select: { hash: true, bytes: true }, where: { hash: In([hash]) } });
    return rows[0]?.bytes ?? null;
  }
}
