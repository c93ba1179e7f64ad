import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { postsPageQueryKey, type PostsPage, type PostsPageQuery, type PublicPostSummary } from '@app/site';

export type BlogPostsPage = PostsPage<PublicPostSummary>;

/** GET /api/blog/page?...: a page of the published posts under a filter (read by the default query function). */
export const postsPageQueryOptions = (query: PostsPageQuery) => queryOptions<BlogPostsPage>({ queryKey: postsPageQueryKey(query) });

/** One page read; while a new filter's first page loads, the previous one stays on screen. */
export function usePostsPage(query: PostsPageQuery, { keepPrevious = false } = {}) {
  return useQuery({ ...postsPageQueryOptions(query), placeholderData: keepPrevious ? keepPreviousData : undefined });
}

/** Several page reads at once (the home teaser's one per category). */
export function usePostsPages(queries: readonly PostsPageQuery[]) {
  return useQueries({ queries: queries.map(postsPageQueryOptions) });
}
