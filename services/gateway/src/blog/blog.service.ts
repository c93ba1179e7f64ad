import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { Repository } from 'typeorm';

/** Longest slug the schema stores; anything longer cannot exist, so no query is made. */
const MAX_SLUG_LENGTH = 200;
/**
 * Every stored slug comes out of slugify(): lowercase letters, digits and hyphens. Anything else
 * cannot exist, so it is not looked up (a NUL byte would even make Postgres fail the query).
 */
const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Public reads: published posts only. */
@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  listPublished(): Promise<BlogPost[]> {
    return this.posts.find({ where: { published: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async findPublishedBySlug(slug: string): Promise<BlogPost | null> {
    if (!slug || slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) return null;
    return this.posts.findOne({ where: { slug, published: true } });
  }
}
