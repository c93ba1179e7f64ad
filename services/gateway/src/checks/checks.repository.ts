import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiProduction, BlogPost, BrandKit, ensureBrandKit } from '@app/contract';
import { DataSource } from 'typeorm';

/** What the publish checks read: the post (or the production and its post), the brand kit, the live slugs. */
@Injectable()
export class ChecksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findPost(id: number): Promise<BlogPost | null> {
    return this.dataSource.getRepository(BlogPost).findOneBy({ id });
  }

  findProductionWithPost(id: number): Promise<AiProduction | null> {
    return this.dataSource.getRepository(AiProduction).findOne({ where: { id }, relations: { post: true } });
  }

  brandKit(): Promise<BrandKit> {
    return ensureBrandKit(this.dataSource.manager);
  }

  async publishedSlugs(): Promise<string[]> {
    const rows = await this.dataSource.getRepository(BlogPost).find({ select: { slug: true }, where: { published: true } });
    return rows.map((row) => row.slug);
  }
}
