import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshPosts } from '@/lib/studio/query-keys';

export function useDeleteProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/ai/productions/${id}`);
    },
    onSettled: () => refreshPosts(queryClient),
  });
}
