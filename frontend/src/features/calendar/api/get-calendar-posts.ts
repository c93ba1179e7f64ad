import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { PostSummary, PostSummaryPage } from '@/lib/studio/post';
import { calendarPostsKey } from '@/lib/studio/query-keys';

/** Pages of at most this many posts fill a calendar month; past CALENDAR_MAX_PAGES the month says it shows part. */
const CALENDAR_PAGE_SIZE = 50;
const CALENDAR_MAX_PAGES = 10;

export interface CalendarPosts {
  posts: PostSummary[];
  /** Posts in the range; more than `posts` only past CALENDAR_MAX_PAGES pages. */
  total: number;
}

/** The posts scheduled or published in [from, to): a calendar month, read on the server by its dates. */
export async function getCalendarPosts(from: string, to: string): Promise<CalendarPosts> {
  const posts: PostSummary[] = [];
  let total = 0;
  for (let page: number | null = 1; page !== null && page <= CALENDAR_MAX_PAGES; ) {
    const answer: PostSummaryPage = await callApi('get', '/api/admin/blog/posts/summaries', { query: { from, to, page, pageSize: CALENDAR_PAGE_SIZE } });
    posts.push(...answer.items);
    total = answer.total;
    page = answer.next;
  }
  return { posts, total };
}

export function useCalendarPosts(from: Date, to: Date) {
  const range = [from.toISOString(), to.toISOString()] as const;
  return useQuery({ queryKey: calendarPostsKey(...range), queryFn: () => getCalendarPosts(...range), placeholderData: keepPreviousData });
}
