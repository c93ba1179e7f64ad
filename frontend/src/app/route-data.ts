import type { QueryKey } from '@tanstack/react-query';
import { matchPublicRoute } from '@app/site';
import { postQueryOptions } from '@/features/blog/api/get-post';
import { postsQueryOptions } from '@/features/blog/api/get-posts';

/** The reads a public page starts with: the server fetches them so its first render has the data. */
export function routeQueries(pathname: string): QueryKey[] {
  const route = matchPublicRoute(pathname);
  if (route.kind === 'article') return [postQueryOptions(route.slug).queryKey];
  if (route.kind === 'page' && (route.key === 'home' || route.key === 'blog' || route.key === 'career')) return [postsQueryOptions().queryKey];
  return [];
}
