import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { refreshPosts } from '@/lib/studio/query-keys';

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) => callApi('patch', '/api/admin/blog/posts/{id}', { params: { id }, body: { published } }),
    onSettled: () => refreshPosts(queryClient),
  });
}
