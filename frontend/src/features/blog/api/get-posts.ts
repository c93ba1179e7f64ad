import { queryOptions, useQuery } from '@tanstack/react-query';
import { postsQueryKey } from '@app/site';
import type { BlogPost } from '../types';

/** GET /api/blog/posts: published posts, newest first (read by the default query function). */
export const postsQueryOptions = () => queryOptions<BlogPost[]>({ queryKey: postsQueryKey() });

export function usePosts() {
  return useQuery(postsQueryOptions());
}
