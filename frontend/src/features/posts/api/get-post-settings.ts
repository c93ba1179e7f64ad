import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api/schema';
import { callApi } from '@/lib/api/typed-request';
import { POSTS_KEY } from '@/lib/studio/query-keys';

export type PostSettings = components['schemas']['PostSettingsDto'];

/** GET /api/admin/blog/posts/:id/settings: the share card as stored, the old addresses that redirect, the cover's state. */
export function getPostSettings(postId: number): Promise<PostSettings> {
  return callApi('get', '/api/admin/blog/posts/{id}/settings', { params: { id: postId } });
}

// Under the posts key: every write refreshes it with the lists (refreshPosts).
export const postSettingsQuery = (postId: number) => queryOptions({ queryKey: [...POSTS_KEY, postId, 'settings'] as const, queryFn: () => getPostSettings(postId), staleTime: 0 });

export function usePostSettings(postId: number, enabled = true) {
  return useQuery({ ...postSettingsQuery(postId), enabled });
}
