import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import type { AdminPost } from '../post';
import { postKey } from '../query-keys';

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
