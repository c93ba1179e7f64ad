import type { QueryClient } from '@tanstack/react-query';
import { postQueryKey, postsPageQueryKey, type PageData } from '@app/site';

/**
 * Puts the reads a server-rendered page starts with into the query cache, under the keys its
 * components read them with (@app/site's, which the blog's queries use too), so its first render has
 * the data and the browser, given the same block, fetches nothing. A missing article is held as null
 * (the API's 404): the page shows "Article Not Found" without asking again.
 */
export function seedPageData(queryClient: QueryClient, page: PageData): void {
  if (page.kind === 'article') queryClient.setQueryData(postQueryKey(page.slug), page.post);
  if (page.kind === 'page') for (const read of page.postPages ?? []) queryClient.setQueryData(postsPageQueryKey(read.query), read.page);
}
