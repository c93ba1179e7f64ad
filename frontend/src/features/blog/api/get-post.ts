import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../types';
import { POSTS_PATH } from './get-posts';

/** GET /api/blog/posts/{slug}: one published post with its markdown content. */
export const postQueryOptions = (slug: string) =>
  queryOptions<BlogPost>({ queryKey: [POSTS_PATH, encodeURIComponent(slug)] });

export function usePost(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...postQueryOptions(slug), enabled: options.enabled ?? true });
}
