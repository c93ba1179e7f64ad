import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BlogPost } from '@app/shared';
import { Repository } from 'typeorm';

/** Longest slug the schema stores; anything longer cannot exist, so no query is made. */
const MAX_SLUG_LENGTH = 200;

/** Public reads: published posts only. */
@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  listPublished(): Promise<BlogPost[]> {
    return this.posts.find({ where: { published: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async findPublishedBySlug(slug: string): Promise<BlogPost | null> {
    if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
    return this.posts.findOne({ where: { slug, published: true } });
  }
}
