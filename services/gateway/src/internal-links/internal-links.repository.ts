import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { DataSource, In } from 'typeorm';
import { PageRequest } from '../common/dto/page-query.dto';

export interface OrphanPost {
  id: number;
  title: string;
  slug: string;
  publishedAt: Date | null;
}

export type LinkCandidatePost = Pick<BlogPost, 'id' | 'title' | 'slug' | 'keywords'>;

/** The published posts whose phrases an article may hold, and the phrases several of them share. */
export interface LinkCandidates {
  /** In the order link targets are tried: newest published first. */
  posts: LinkCandidatePost[];
  /** Phrases (trimmed, ASCII lower-cased) that two or more other published posts have: never a link. */
  sharedPhrases: string[];
}

/**
 * Every /blog/<slug> a published post links to, with the linking post: markdown links, reference
 * definitions and HTML hrefs, relative or absolute. One pass over the published articles in Postgres.
 */
const LINKED_SLUGS_SQL = `
  SELECT DISTINCT source.id AS "sourceId", lower(link[1]) AS slug
  FROM blog_posts source,
    regexp_matches(source.content, '(?:\\]\\(\\s*<?|\\]:\\s*<?|href=["''])(?:[a-z][a-z0-9+.-]*://[^/\\s)"''>]+)?/blog/([A-Za-z0-9-]+)', 'gi') AS link
  WHERE source.published`;

/**
 * The phrases (migration LinkPhrases) whose first and last words ($2: the article's runs of one to three
 * words) the article has, each with up to two of the other published posts ($1: the article's post) that
 * have it: one owner makes the post a link target, two make the phrase shared.
 */
const PHRASE_OWNERS_SQL = `
  SELECT phrase.phrase, ARRAY(
    SELECT link.post_id
    FROM blog_post_link_phrases link
    JOIN blog_posts owner ON owner.id = link.post_id
    WHERE link.phrase = phrase.phrase AND owner.published AND owner.id <> $1
    ORDER BY link.post_id
    LIMIT 2
  ) AS owners
  FROM link_phrases phrase
  WHERE phrase.head = ANY($2::text[]) AND phrase.tail = ANY($2::text[])`;

/** Internal links' reads: link targets for an article, and orphan posts. */
@Injectable()
export class InternalLinksRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The other published posts an article whose runs of words are `grams` (linkTextGrams) could link to:
   * those with a phrase of their own whose first and last words it has. Every post that has a phrase
   * the article may hold is either here or behind a shared phrase, so trying these finds what trying
   * every post would (link-suggestions.ts keeps a post's phrases that no other post has).
   */
  async linkCandidates(postId: number, grams: readonly string[]): Promise<LinkCandidates> {
    const rows: Array<{ phrase: string; owners: number[] }> = await this.dataSource.query(PHRASE_OWNERS_SQL, [postId, grams]);
    const sharedPhrases = rows.filter((row) => row.owners.length > 1).map((row) => row.phrase);
    const ids = [...new Set(rows.filter((row) => row.owners.length === 1).map((row) => row.owners[0]))];
    const posts = ids.length
      ? await this.dataSource.getRepository(BlogPost).find({
          select: { id: true, title: true, slug: true, keywords: true },
          where: { id: In(ids) },
          order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
        })
      : [];
    return { posts, sharedPhrases };
  }

  /**
   * One page of the published posts no other published post links to, newest first, with how many there
   * are (the count rides on each row; an empty page says nothing of it).
   */
  async orphans(page: PageRequest): Promise<{ rows: OrphanPost[]; total: number | null }> {
    const rows: Array<OrphanPost & { total: string }> = await this.dataSource.query(
      `WITH linked AS MATERIALIZED (${LINKED_SLUGS_SQL})
       SELECT post.id, post.title, post.slug, post.published_at AS "publishedAt", count(*) OVER () AS total
       FROM blog_posts post
       WHERE post.published AND NOT EXISTS (SELECT 1 FROM linked WHERE linked.slug = post.slug AND linked."sourceId" <> post.id)
       ORDER BY post.published_at DESC NULLS LAST, post.id DESC
       LIMIT $1 OFFSET $2`,
      [page.pageSize, page.skip],
    );
    return { rows: rows.map(({ total: _total, ...orphan }) => orphan), total: rows.length ? Number(rows[0].total) : null };
  }
}
