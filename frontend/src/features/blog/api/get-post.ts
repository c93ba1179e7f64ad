import { queryOptions, useQuery } from '@tanstack/react-query';
import { postQueryKey, type PublicPost } from '@app/site';

/** GET /api/blog/posts/{slug}: one published post with its markdown content. */
export const postQueryOptions = (slug: string) => queryOptions<PublicPost>({ queryKey: postQueryKey(slug) });

export function usePost(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...postQueryOptions(slug), enabled: options.enabled ?? true });
}
