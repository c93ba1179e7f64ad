import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AdminPost } from '@/lib/studio/post';
import { refreshPosts } from '@/lib/studio/query-keys';
import { draftFromIdea } from '../lib/ideas';

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
