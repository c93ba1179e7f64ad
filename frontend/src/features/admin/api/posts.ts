import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { callApi } from '@/lib/api/typed-request';
import { draftFromIdea } from '../lib/rules';
import type { AdminPost, PostRevision } from '../types';
import { POSTS_KEY, refreshPosts, revisionsKey } from './keys';

/** GET /api/admin/blog/posts: every post, drafts included. */
export function useAdminPosts() {
  return useQuery<AdminPost[]>({ queryKey: POSTS_KEY });
}

export async function getPost(id: number): Promise<AdminPost> {
  return callApi('get', '/api/admin/blog/posts/{id}', { params: { id } });
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
