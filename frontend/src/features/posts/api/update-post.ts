import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AdminPost } from '@/lib/studio/post';
import { refreshPosts } from '@/lib/studio/query-keys';

/** The PUT body: the full post as the list returned it, with the edits (the server ignores what it owns). */
export function toUpdateBody(post: AdminPost, { takeOldSlug }: { takeOldSlug?: boolean } = {}) {
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
    ...(takeOldSlug ? { takeOldSlug: true } : {}),
  };
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, react-query would hold the save until the connection is back (Saving... for ever): it is
    // sent, fails, and the editor says so (the text stays on this device).
    networkMode: 'always',
    mutationFn: ({ takeOldSlug, ...post }: AdminPost & { takeOldSlug?: boolean }) =>
      callApi('put', '/api/admin/blog/posts/{id}', { params: { id: post.id }, body: toUpdateBody(post, { takeOldSlug }) }),
    onSuccess: () => refreshPosts(queryClient),
  });
}
