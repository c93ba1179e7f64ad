import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, PostCountsRepository } from '@app/contract';
import { ALL_CATEGORIES, EXCERPT_FALLBACK_LENGTH, isValidSlug, type PublicPostSummary, POST_CURSOR_PATTERN, POSTS_PAGE_DEFAULT_LIMIT, POSTS_PAGE_MAX_LIMIT, postCursor, type PostsPage, type PostsPageQuery } from '@app/site';
import { DataSource } from 'typeorm';

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

/** The columns of a PublishedSummaryRow, as a SELECT list over PUBLISHED_SUMMARY_SOURCE. */
export const PUBLISHED_SUMMARY_COLUMNS = `p.id, p.title, p.slug, p.excerpt, left(p.content, ${EXCERPT_FALLBACK_LENGTH}) AS "contentStart", p.category, p.author,
  p.meta_description AS "metaDescription", p.featured_image AS "featuredImage", p.featured_image_alt AS "featuredImageAlt",
  p.estimated_read_time AS "estimatedReadTime", p.keywords, p.published, p.status,
  p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.published_at AS "publishedAt",
  m.width AS "featuredImageWidth", m.height AS "featuredImageHeight"`;

/** The posts (`p`), each with its stored featured image (/media/<hash>.<ext>, `m`): its size, for srcset and width/height. */
export const PUBLISHED_SUMMARY_SOURCE = `blog_posts p
  LEFT JOIN media m ON m.hash = substring(p.featured_image from 8 for 64) AND p.featured_image = '/media/' || m.hash || '.' || m.extension`;

/** Rows per read of the published list. */
const SUMMARY_BATCH = 1000;

/** The public list's order: newest first (the featured post is the first). */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** A published post's place in the sitemap: its path's slug and when it last changed. */
export interface SitemapEntry {
  slug: string;
  updatedAt: Date;
}

/**
 * Every query of the public blog: published posts only. The reads that must not cost the number of posts
 * (issue 30): a page of the list without search text, the published slugs, the sitemap's files; the whole
 * list in memory (PublicPosts.published, from listPublishedSummaries) is built for GET /api/blog/posts and
 * searches only.
 */
@Injectable()
export class PublishedPostsRepository {
  private readonly counts: PostCountsRepository;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.counts = new PostCountsRepository(dataSource.manager);
  }

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
      const batch: (PublishedSummaryRow & { createdAtKey: string })[] = await this.dataSource.query(
        `SELECT ${PUBLISHED_SUMMARY_COLUMNS}, p.created_at::text AS "createdAtKey"
           FROM ${PUBLISHED_SUMMARY_SOURCE}
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
    return this.dataSource.getRepository(BlogPost).find({ where: { published: true }, order: NEWEST_FIRST, take: count });
  }

  async findPublishedBySlug(slug: string): Promise<BlogPost | null> {
    // A slug no post can have is not looked up (see isValidSlug).
    if (!isValidSlug(slug)) return null;
    return this.dataSource.getRepository(BlogPost).findOne({ where: { slug, published: true } });
  }

  /**
   * @app/site's pagePosts for a query without search text, read from Postgres: the published posts of the
   * category (or all), newest first (created_at, then id), from after the cursor, `limit` of them (the
   * index IDX_blog_posts_created_id, or the category's), and how many there are (kept counts for all).
   * The cursor marks its post's place exactly while that post is published; once it is not, the first
   * post older than it by creation time to the millisecond, then id (pagePosts' rule).
   */
  async page(query: PostsPageQuery): Promise<PostsPage<PublishedSummaryRow>> {
    if (query.q) throw new Error('A search is read from the list in memory (PublicPosts)');
    const limit = Math.min(Math.max(query.limit ?? POSTS_PAGE_DEFAULT_LIMIT, 1), POSTS_PAGE_MAX_LIMIT);
    const category = query.category && query.category !== ALL_CATEGORIES ? query.category : null;
    const conditions = ['p.published'];
    const params: unknown[] = [];
    if (category) conditions.push(`p.category = $${params.push(category)}`);
    const cursor = query.cursor ? POST_CURSOR_PATTERN.exec(query.cursor) : null;
    if (cursor) {
      const [at] = await this.dataSource.query('SELECT created_at::text AS "createdAt" FROM blog_posts WHERE id = $1 AND published', [Number(cursor[2])]);
      if (at) {
        conditions.push(`(p.created_at, p.id) < ($${params.push(at.createdAt)}::timestamptz, $${params.push(Number(cursor[2]))})`);
      } else {
        const time = params.push(Number(cursor[1]));
        const id = params.push(Number(cursor[2]));
        const since = `timestamptz 'epoch' + $${time} * interval '1 millisecond'`;
        conditions.push(`(p.created_at < ${since} OR (p.created_at < ${since} + interval '1 millisecond' AND p.id < $${id}))`);
      }
    }
    const rows: PublishedSummaryRow[] = await this.dataSource.query(
      `SELECT ${PUBLISHED_SUMMARY_COLUMNS} FROM ${PUBLISHED_SUMMARY_SOURCE} WHERE ${conditions.join(' AND ')} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit + 1}`,
      params,
    );
    const items = rows.slice(0, limit);
    const more = rows.length > limit;
    return { items, total: await this.count(category), next: more ? postCursor({ id: items[items.length - 1].id, createdAt: items[items.length - 1].createdAt.toISOString() }) : null };
  }

  /** Every published post's slug. */
  async slugs(): Promise<Set<string>> {
    const rows: Array<{ slug: string }> = await this.dataSource.query('SELECT slug FROM blog_posts WHERE published');
    return new Set(rows.map((row) => row.slug));
  }

  /** How many posts are published (kept counts). */
  async publishedCount(): Promise<number> {
    return (await this.counts.countPosts()).published;
  }

  /**
   * The sitemap's post files of `perFile` posts each, in the list's order (newest first): when the newest
   * change of each was, file 1 first. One pass over the published posts' index, no row kept.
   */
  async sitemapFiles(perFile: number): Promise<Date[]> {
    const rows: Array<{ lastmod: Date }> = await this.dataSource.query(
      `SELECT max(updated_at) AS lastmod
       FROM (SELECT updated_at, (row_number() OVER (ORDER BY created_at DESC, id DESC) - 1) / $1 AS file FROM blog_posts WHERE published) AS listed
       GROUP BY file ORDER BY file`,
      [perFile],
    );
    return rows.map((row) => row.lastmod);
  }

  /** Post file `file` (from 1) of the sitemap: its `perFile` posts in the list's order. */
  sitemapFile(file: number, perFile: number): Promise<SitemapEntry[]> {
    return this.dataSource.query(
      `SELECT slug, updated_at AS "updatedAt" FROM blog_posts WHERE published ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
      [(file - 1) * perFile, perFile],
    );
  }

  private async count(category: string | null): Promise<number> {
    if (!category) return this.publishedCount();
    const [row] = await this.dataSource.query('SELECT count(*)::int AS count FROM blog_posts WHERE published AND category = $1', [category]);
    return row.count;
  }
}
