import { Injectable } from '@nestjs/common';
import { PagedList, PageRequest, toPagedList } from '../common/dto/page-query.dto';
import { MarkdownRenderer } from '../markdown/markdown-renderer.service';
import { PostsService } from '../posts/posts.service';
import { InternalLinksRepository, OrphanPost } from './internal-links.repository';
import { LinkSuggestion } from './link-suggestions';
import { AGENCY_LINK_PAGES, postLinkTargets } from './link-targets';

export type { OrphanPost } from './internal-links.repository';

@Injectable()
export class InternalLinksService {
  constructor(
    private readonly links: InternalLinksRepository,
    private readonly posts: PostsService,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /**
   * Links the post could have to the other published posts and the agency's pages (404 for an unknown
   * post), found on the markdown thread: parsing a large article would hold the event loop. Only the
   * posts whose phrases the article may hold are tried (InternalLinksRepository.linkCandidates), so the
   * cost follows the article, not the size of the blog.
   */
  async suggestionsFor(postId: number): Promise<LinkSuggestion[]> {
    const post = await this.posts.findById(postId);
    const { posts, sharedPhrases } = await this.links.linkCandidates(post.id, await this.markdown.linkGrams(post.content));
    return this.markdown.linkSuggestions(post.content, [...postLinkTargets(posts, sharedPhrases), ...AGENCY_LINK_PAGES]);
  }

  /** One page of the published posts no other published post links to, newest first, and how many there are. */
  async orphans(page: PageRequest): Promise<PagedList<OrphanPost>> {
    const { rows, total } = await this.links.orphans(page);
    if (total === null && page.skip > 0) return toPagedList(page, [], (await this.orphans({ ...page, page: 1, skip: 0 })).total);
    return toPagedList(page, rows, total ?? 0);
  }
}
