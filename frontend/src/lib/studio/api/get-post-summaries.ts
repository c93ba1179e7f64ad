import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { asCategory } from '../blog-category';
import type { PostSummaryPage } from '../post';
import { postSummariesKey, type PostListFilters } from '../query-keys';

/** Cards a page of a studio list brings: four rows of the three-column grid. */
export const POST_PAGE_SIZE = 12;

export function getPostSummaries(filters: PostListFilters, page: number): Promise<PostSummaryPage> {
  const { published, category, q, scheduled } = filters;
  return callApi('get', '/api/admin/blog/posts/summaries', {
    query: { published, category: category === undefined ? undefined : asCategory(category), q, scheduled, page, pageSize: POST_PAGE_SIZE },
  });
}

function postSummariesQuery(filters: PostListFilters) {
  return infiniteQueryOptions({
    queryKey: postSummariesKey(filters),
    queryFn: ({ pageParam }) => getPostSummaries(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: PostSummaryPage) => last.next ?? undefined,
  });
}

/**
 * A studio list (drafts or live posts), a page at a time, filtered and searched on the server. While new
 * filters load, the previous list stays on screen.
 */
export function usePostSummaries(filters: PostListFilters) {
  return useInfiniteQuery({ ...postSummariesQuery(filters), placeholderData: keepPreviousData });
}

/** The first page of both lists, fetched while the studio opens on another tab: Content Workflow then renders at once. */
export function prefetchPostLists(queryClient: QueryClient) {
  return Promise.all([false, true].map((published) => queryClient.prefetchInfiniteQuery(postSummariesQuery({ published }))));
}
