import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { LinkSuggestion, OrphanPage } from '../types';
import { POSTS_KEY } from './keys';

// Under the posts list key on purpose: refreshPosts (after a save, publish or accept) refreshes them too.
export const linkSuggestionsKey = (postId: number) => [...POSTS_KEY, postId, 'link-suggestions'] as const;
export const ORPHANS_KEY = [...POSTS_KEY, 'orphans'] as const;

/** GET /api/admin/blog/posts/:id/link-suggestions: links the post could have, with the anchor text found in it. */
export function useLinkSuggestions(postId: number) {
  return useQuery<LinkSuggestion[]>({
    queryKey: linkSuggestionsKey(postId),
    queryFn: () => callApi('get', '/api/admin/blog/posts/{id}/link-suggestions', { params: { id: postId } }),
  });
}

/** Rows a page of the orphan list brings: at 10,000 posts nearly every post can be an orphan. */
export const ORPHANS_PAGE_SIZE = 20;

/** GET /api/admin/blog/orphans: published posts no other published post links to, newest first, a page at a time. */
export function useOrphanPosts({ enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: ORPHANS_KEY,
    queryFn: ({ pageParam }): Promise<OrphanPage> => callApi('get', '/api/admin/blog/orphans', { query: { page: pageParam, pageSize: ORPHANS_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}
