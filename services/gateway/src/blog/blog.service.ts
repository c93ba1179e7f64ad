import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { isValidSlug } from '@app/site';
import { Repository } from 'typeorm';

/** Public reads: published posts only. */
@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  listPublished(): Promise<BlogPost[]> {
    return this.posts.find({ where: { published: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async findPublishedBySlug(slug: string): Promise<BlogPost | null> {
    // A slug no post can have is not looked up (see isValidSlug).
    if (!isValidSlug(slug)) return null;
    return this.posts.findOne({ where: { slug, published: true } });
  }
}
