import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost } from '@app/contract';
import { DataSource, Not } from 'typeorm';
import { PagedList, PageRequest, toPagedList } from '../common/dto/page-query.dto';
import { MarkdownRenderer } from '../markdown/markdown-renderer.service';
import { PostsService } from '../posts/posts.service';
import { LinkSuggestion } from './link-suggestions';
import { AGENCY_LINK_PAGES, postLinkTargets } from './link-targets';

export interface OrphanPost {
  id: number;
  title: string;
  slug: string;
  publishedAt: Date | null;
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

@Injectable()
export class InternalLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: PostsService,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /**
   * Links the post could have to the other published posts and the agency's pages (404 for an unknown
   * post), found on the markdown thread: parsing a large article would hold the event loop.
   */
  async suggestionsFor(postId: number): Promise<LinkSuggestion[]> {
    const post = await this.posts.findById(postId);
    const others = await this.dataSource.getRepository(BlogPost).find({
      select: { id: true, title: true, slug: true, keywords: true },
      where: { published: true, id: Not(post.id) },
      order: { publishedAt: { direction: 'DESC', nulls: 'LAST' }, id: 'DESC' },
    });
    return this.markdown.linkSuggestions(post.content, [...postLinkTargets(others), ...AGENCY_LINK_PAGES]);
  }

  /**
   * One page of the published posts no other published post links to, newest first, and how many there are.
   * The links are found once for both: the count rides on each row (a page past the end asks again).
   */
  async orphans(page: PageRequest): Promise<PagedList<OrphanPost>> {
    const rows: Array<OrphanPost & { total: string }> = await this.dataSource.query(
      `WITH linked AS MATERIALIZED (${LINKED_SLUGS_SQL})
       SELECT post.id, post.title, post.slug, post.published_at AS "publishedAt", count(*) OVER () AS total
       FROM blog_posts post
       WHERE post.published AND NOT EXISTS (SELECT 1 FROM linked WHERE linked.slug = post.slug AND linked."sourceId" <> post.id)
       ORDER BY post.published_at DESC NULLS LAST, post.id DESC
       LIMIT $1 OFFSET $2`,
      [page.pageSize, page.skip],
    );
    if (!rows.length && page.skip > 0) return toPagedList(page, [], (await this.orphans({ ...page, page: 1, skip: 0 })).total);
    return toPagedList(page, rows.map(({ total: _total, ...orphan }) => orphan), Number(rows[0]?.total ?? 0));
  }
}
