import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { POSTS_KEY } from '@/lib/studio/query-keys';
import type { LinkSuggestion } from '../types';

// Under the posts list key on purpose: refreshPosts (after a save, publish or accept) refreshes them too.
export const linkSuggestionsKey = (postId: number) => [...POSTS_KEY, postId, 'link-suggestions'] as const;

/** GET /api/admin/blog/posts/:id/link-suggestions: links the post could have, with the anchor text found in it. */
export function useLinkSuggestions(postId: number) {
  return useQuery<LinkSuggestion[]>({
    queryKey: linkSuggestionsKey(postId),
    queryFn: () => callApi('get', '/api/admin/blog/posts/{id}/link-suggestions', { params: { id: postId } }),
  });
}
