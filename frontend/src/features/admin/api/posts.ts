import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { callApi } from '@/lib/api/typed-request';
import { asCategory, draftFromIdea } from '../lib/rules';
import type { AdminPost, PostRevision, PostSummary, PostSummaryPage } from '../types';
import { calendarPostsKey, postKey, postSummariesKey, refreshPosts, revisionsKey, type PostListFilters } from './keys';

/** Cards a page of a studio list brings: four rows of the three-column grid. */
export const POST_PAGE_SIZE = 12;

export async function getPost(id: number): Promise<AdminPost> {
  return callApi('get', '/api/admin/blog/posts/{id}', { params: { id } });
}

/** One post with its content (the Edit modal, the preview, the Request Changes sections). */
export function postQuery(id: number) {
  return { queryKey: postKey(id), queryFn: () => getPost(id) };
}

export function useAdminPost(id: number | undefined) {
  return useQuery({ ...postQuery(id ?? 0), enabled: id !== undefined });
}

export function getPostSummaries(filters: PostListFilters, page: number): Promise<PostSummaryPage> {
  const { published, category, q, scheduled } = filters;
  return callApi('get', '/api/admin/blog/posts/summaries', {
    query: { published, category: category === undefined ? undefined : asCategory(category), q, scheduled, page, pageSize: POST_PAGE_SIZE },
  });
}

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

/** One POST per selected idea (spec §7), in order. */
export async function createDrafts(items: { title: string; category: string }[]): Promise<AdminPost[]> {
  const created: AdminPost[] = [];
  for (const { title, category } of items) {
    created.push(await callApi('post', '/api/admin/blog/posts', { body: draftFromIdea(title, category) }));
  }
  return created;
}

export function useCreateDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDrafts,
    onSettled: () => Promise.all([refreshPosts(queryClient), queryClient.invalidateQueries({ queryKey: ['/api/ai/drafts'] })]),
  });
}

/** The PUT body: the full post as the list returned it, with the edits (the server ignores what it owns). */
export function toUpdateBody(post: AdminPost) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content ?? '',
    category: post.category,
    author: post.author ?? '',
    metaDescription: post.metaDescription ?? '',
    featuredImage: post.featuredImage ? post.featuredImage.trim() : null,
    featuredImageAlt: post.featuredImageAlt ?? '',
    estimatedReadTime: post.estimatedReadTime,
    keywords: post.keywords ?? [],
    published: post.published,
    status: post.status,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    publishedAt: post.publishedAt,
  };
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: AdminPost) => callApi('put', '/api/admin/blog/posts/{id}', { params: { id: post.id }, body: toUpdateBody(post) }),
    onSuccess: () => refreshPosts(queryClient),
  });
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) => callApi('patch', '/api/admin/blog/posts/{id}', { params: { id }, body: { published } }),
    onSettled: () => refreshPosts(queryClient),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/admin/blog/posts/${id}`);
    },
    onSettled: () => refreshPosts(queryClient),
  });
}

export function usePostRevisions(postId: number, enabled = true) {
  return useQuery<PostRevision[]>({ queryKey: revisionsKey(postId), enabled, staleTime: 0 });
}

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, revisionId }: { postId: number; revisionId: number }) =>
      callApi('post', '/api/admin/blog/posts/{id}/revisions/{revisionId}/restore', { params: { id: postId, revisionId } }),
    onSuccess: (_post, { postId }) =>
      Promise.all([refreshPosts(queryClient), queryClient.invalidateQueries({ queryKey: revisionsKey(postId) })]),
  });
}

/** 202 {jobId}: the image arrives when the job completes (poll with useJob). */
export async function regeneratePostImage(postId: number): Promise<{ jobId: string }> {
  return callApi('post', '/api/admin/blog/posts/{id}/regenerate-image', { params: { id: postId } });
}
