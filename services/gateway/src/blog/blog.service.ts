import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { EXCERPT_FALLBACK_LENGTH, isValidSlug, type PublicPostSummary } from '@app/site';
import { Repository } from 'typeorm';

/**
 * A published post's row as the list reads it: the public summary's fields with its dates as stored,
 * and instead of the content only its first EXCERPT_FALLBACK_LENGTH characters (what the excerpt
 * falls back to: at least as many UTF-16 units as the fallback takes).
 */
export type PublishedSummaryRow = Omit<PublicPostSummary, 'createdAt' | 'updatedAt' | 'publishedAt'> & {
  contentStart: string;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

/** The public list's order: newest first (the featured post is the first). */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** Public reads: published posts only. */
@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  /**
   * Every published post without its content, newest first, as plain rows: no entity is built and
   * no content (2 KB a post) is read, so 10,000 posts cost a few MB and no long synchronous step.
   */
  listPublishedSummaries(): Promise<PublishedSummaryRow[]> {
    return this.posts.query(
      `SELECT id, title, slug, excerpt, left(content, ${EXCERPT_FALLBACK_LENGTH}) AS "contentStart", category, author,
              meta_description AS "metaDescription", featured_image AS "featuredImage", featured_image_alt AS "featuredImageAlt",
              estimated_read_time AS "estimatedReadTime", keywords, published, status,
              created_at AS "createdAt", updated_at AS "updatedAt", published_at AS "publishedAt"
         FROM blog_posts WHERE published ORDER BY created_at DESC, id DESC`,
    );
  }

  /** The newest `count` published posts, content included (the RSS feed). */
  latestPublished(count: number): Promise<BlogPost[]> {
    return this.posts.find({ where: { published: true }, order: NEWEST_FIRST, take: count });
  }

  async findPublishedBySlug(slug: string): Promise<BlogPost | null> {
    // A slug no post can have is not looked up (see isValidSlug).
    if (!isValidSlug(slug)) return null;
    return this.posts.findOne({ where: { slug, published: true } });
  }
}
