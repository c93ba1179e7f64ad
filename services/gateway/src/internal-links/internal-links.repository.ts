import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { DataSource, Not } from 'typeorm';

export interface OrphanPost {
  id: number;
  title: string;
  slug: string;
  publishedAt: Date | null;
}

/** A link target candidate: a published post's id, title, slug and keywords. */
export type LinkablePost = Pick<BlogPost, 'id' | 'title' | 'slug' | 'keywords'>;

/**
 * Every /blog/<slug> a published post links to, with the linking post: markdown links, reference
 * definitions and HTML hrefs, relative or absolute. One pass over the published articles in Postgres.
 */
const LINKED_SLUGS_SQL = `
  SELECT DISTINCT source.id AS "sourceId", lower(link[1]) AS slug
  FROM blog_posts source,
    regexp_matches(source.content, '(?:\\]\\(\\s*<?|\\]:\\s*<?|href=["''])(?:[a-z][a-z0-9+.-]*://[^/\\s)"''>]+)?/blog/([A-Za-z0-9-]+)', 'gi') AS link
  WHERE source.published`;

/** The internal-links reads: the posts a post could link to, and the posts nothing links to. */
@Injectable()
export class InternalLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every published post but `postId`, newest first. */
  publishedOtherThan(postId: number): Promise<LinkablePost[]> {
    return this.dataSource.getRepository(BlogPost).find({
      select: { id: true, title: true, slug: true, keywords: true },
      where: { published: true, id: Not(postId) },
      order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
    });
  }

  /**
   * One page of the published posts no other published post links to, newest first; the count of them all
   * rides on each row (`total`). The links are found once for both.
   */
  orphansPage(limit: number, offset: number): Promise<Array<OrphanPost & { total: string }>> {
    return this.dataSource.query(
      `WITH linked AS MATERIALIZED (${LINKED_SLUGS_SQL})
       SELECT post.id, post.title, post.slug, post.published_at AS "publishedAt", count(*) OVER () AS total
       FROM blog_posts post
       WHERE post.published AND NOT EXISTS (SELECT 1 FROM linked WHERE linked.slug = post.slug AND linked."sourceId" <> post.id)
       ORDER BY post.published_at DESC NULLS LAST, post.id DESC
       LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
  }
}
