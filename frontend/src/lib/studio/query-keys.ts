import type { QueryClient } from '@tanstack/react-query';

export const POSTS_KEY = ['/api/admin/blog/posts'] as const;
export const IDEAS_KEY = ['/api/ai/drafts'] as const;
export const PRODUCTIONS_KEY = ['/api/ai/productions'] as const;
export const BRAND_KIT_KEY = ['/api/admin/brand-kit'] as const;
/** Every checklist (posts' and productions'), refreshed together when the brand kit or a post changes. */
export const CHECKS_KEY = ['checks'] as const;
export const jobKey = (id: string) => ['/api/ai/jobs', id] as const;
/** The studio's change tokens (GET /api/admin/changes): polled, and what moved is refreshed. */
export const CHANGES_KEY = ['/api/admin/changes'] as const;
/** This month's AI spend (GET /api/ai/usage): refreshed whenever a job finishes. */
export const USAGE_KEY = ['/api/ai/usage'] as const;
/** The imports (issue 32): the list of uploads, and each one with its dry-run report and outcome. */
export const IMPORTS_KEY = ['/api/admin/imports'] as const;
export const importKey = (id: string) => ['/api/admin/imports', id] as const;
export const revisionsKey = (postId: number) => ['/api/admin/blog/posts', postId, 'revisions'] as const;
/** What narrows a studio list (GET /api/admin/blog/posts/summaries). */
export interface PostListFilters {
  published?: boolean;
  category?: string;
  q?: string;
  /** Only posts with a go-live time (true) or without one (false). */
  scheduled?: boolean;
}
/** The calendar's posts scheduled or published in [from, to) (ISO times). */
export const calendarPostsKey = (from: string, to: string) => ['/api/admin/blog/posts', 'calendar', from, to] as const;
export const postSummariesKey = (filters: PostListFilters) => ['/api/admin/blog/posts', 'summaries', filters] as const;
export const postKey = (id: number) => ['/api/admin/blog/posts', id] as const;
// Under the list keys on purpose: refreshPosts (prefix match) refreshes them with their lists.
export const productionKey = (id: number) => ['/api/ai/productions', id] as const;
/** What Approve would put live (under the production's key: refreshed with it). */
export const productionPreviewKey = (id: number) => ['/api/ai/productions', id, 'preview'] as const;
export const productionSummariesKey = (status?: string) => ['/api/ai/productions', 'summaries', { status }] as const;
export const postProposalsKey = (postId: number) => ['/api/admin/blog/posts', postId, 'proposals'] as const;

/**
 * After a post changes: the admin list (with each post's revisions and proposals), the productions
 * (list and each one), and any cached public blog data.
 */
export async function refreshPosts(queryClient: QueryClient) {
  // The post lists first: a production shown ready for review never sits beside its draft's old badge
  // (the lists are a few requests now, the productions one, which used to win the race).
  await queryClient.invalidateQueries({ queryKey: POSTS_KEY });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PRODUCTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: CHECKS_KEY }),
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/blog') }),
  ]);
}
