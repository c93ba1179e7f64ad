import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { refreshPosts } from '../query-keys';

/** POST /api/ai/productions/:id/revise: `section` is one `##` heading to rewrite alone, null for the whole article. */
export function useReviseProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, feedback, section }: { id: number; feedback: string; section: string | null }) =>
      callApi('post', '/api/ai/productions/{id}/revise', { params: { id }, body: { feedback, section } }),
    onSettled: () => refreshPosts(queryClient),
  });
}
