import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { LinkSuggestion, OrphanPost } from '../types';
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

/** GET /api/admin/blog/orphans: published posts no other published post links to. */
export function useOrphanPosts() {
  return useQuery<OrphanPost[]>({ queryKey: ORPHANS_KEY, queryFn: () => callApi('get', '/api/admin/blog/orphans', {}) });
}
