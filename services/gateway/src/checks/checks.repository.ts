import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, BrandKit, BrandKitStoreRepository } from '@app/contract';
import { DataSource } from 'typeorm';

/** What the publish checks read: the post, the brand kit, the live slugs (a production's post comes from its preview). */
@Injectable()
export class ChecksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findPost(id: number): Promise<BlogPost | null> {
    return this.dataSource.getRepository(BlogPost).findOneBy({ id });
  }

  brandKit(): Promise<BrandKit> {
    return new BrandKitStoreRepository(this.dataSource.manager).ensureBrandKit();
  }

  async publishedSlugs(): Promise<string[]> {
    const rows = await this.dataSource.getRepository(BlogPost).find({ select: { slug: true }, where: { published: true } });
    return rows.map((row) => row.slug);
  }
}
