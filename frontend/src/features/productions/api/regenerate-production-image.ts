import { callApi } from '@/lib/api/typed-request';

export async function regenerateProductionImage(id: number): Promise<{ jobId: string }> {
  return callApi('post', '/api/ai/productions/{id}/regenerate-image', { params: { id } });
}
