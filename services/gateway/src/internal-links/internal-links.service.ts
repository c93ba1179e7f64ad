import { Injectable } from '@nestjs/common';
import { PagedList, PageRequest, toPagedList } from '../common/dto/page-query.dto';
import { MarkdownRenderer } from '../markdown/markdown-renderer.service';
import { PostsService } from '../posts/posts.service';
import { InternalLinksRepository, OrphanPost } from './internal-links.repository';
import { LinkSuggestion } from './link-suggestions';
import { AGENCY_LINK_PAGES, postLinkTargets } from './link-targets';

@Injectable()
export class InternalLinksService {
  constructor(
    private readonly repository: InternalLinksRepository,
    private readonly posts: PostsService,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /**
   * Links the post could have to the other published posts and the agency's pages (404 for an unknown
   * post), found on the markdown thread: parsing a large article would hold the event loop.
   */
  async suggestionsFor(postId: number): Promise<LinkSuggestion[]> {
    const post = await this.posts.findById(postId);
    const others = await this.repository.publishedOtherThan(post.id);
    return this.markdown.linkSuggestions(post.content, [...postLinkTargets(others), ...AGENCY_LINK_PAGES]);
  }

  /**
   * One page of the published posts no other published post links to, newest first, and how many there are.
   * The links are found once for both: the count rides on each row (a page past the end asks again).
   */
  async orphans(page: PageRequest): Promise<PagedList<OrphanPost>> {
    const rows = await this.repository.orphansPage(page.pageSize, page.skip);
    if (!rows.length && page.skip > 0) return toPagedList(page, [], (await this.orphans({ ...page, page: 1, skip: 0 })).total);
    return toPagedList(page, rows.map(({ total: _total, ...orphan }) => orphan), Number(rows[0]?.total ?? 0));
  }
}
