import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../types';

export const POSTS_PATH = '/api/blog/posts';

/** GET /api/blog/posts: published posts, newest first (read by the default query function). */
export const postsQueryOptions = () => queryOptions<BlogPost[]>({ queryKey: [POSTS_PATH] });

export function usePosts() {
  return useQuery(postsQueryOptions());
}
