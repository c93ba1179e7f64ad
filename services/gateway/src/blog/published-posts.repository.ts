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
export type PublishedSummaryRow = Omit<PublicPostSummary, 'createdAt' | 'updatedAt' | 'publishedAt' | 'imageSizes'> & {
  contentStart: string;
  /** The featured image's size when it is a stored image (/media/<hash>.<ext>); null otherwise. */
  featuredImageWidth: number | null;
  featuredImageHeight: number | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

/** Rows per read of the published list. */
const SUMMARY_BATCH = 1000;

/** The public list's order: newest first (the featured post is the first). */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** Every query of the public blog: published posts only. */
@Injectable()
export class PublishedPostsRepository {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  /**
   * Every published post without its content, newest first, as plain rows: no entity is built and
   * no content (2 KB a post) is read. Read SUMMARY_BATCH rows at a time (keyset on the list's order,
   * the time compared as stored): the driver's work on 10,000 rows in one answer holds the event
   * loop for tens of milliseconds, a batch for a few.
   */
  async listPublishedSummaries(): Promise<PublishedSummaryRow[]> {
    const rows: PublishedSummaryRow[] = [];
    let after: { createdAtKey: string; id: number } | null = null;
    for (;;) {
      const batch: (PublishedSummaryRow & { createdAtKey: string })[] = await this.posts.query(
        `SELECT p.id, p.title, p.slug, p.excerpt, left(p.content, ${EXCERPT_FALLBACK_LENGTH}) AS "contentStart", p.category, p.author,
                p.meta_description AS "metaDescription", p.featured_image AS "featuredImage", p.featured_image_alt AS "featuredImageAlt",
                p.estimated_read_time AS "estimatedReadTime", p.keywords, p.published, p.status,
                p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.published_at AS "publishedAt", p.created_at::text AS "createdAtKey",
                m.width AS "featuredImageWidth", m.height AS "featuredImageHeight"
           FROM blog_posts p
           -- A stored featured image (/media/<hash>.<ext>): its size, for srcset and width/height.
           LEFT JOIN media m ON m.hash = substring(p.featured_image from 8 for 64) AND p.featured_image = '/media/' || m.hash || '.' || m.extension
          WHERE p.published ${after ? 'AND (p.created_at, p.id) < ($1::timestamptz, $2)' : ''}
          ORDER BY p.created_at DESC, p.id DESC LIMIT ${SUMMARY_BATCH}`,
        after ? [after.createdAtKey, after.id] : [],
      );
      for (const { createdAtKey: _key, ...row } of batch) rows.push(row);
      if (batch.length < SUMMARY_BATCH) return rows;
      after = batch[batch.length - 1];
    }
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
