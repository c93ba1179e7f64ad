import { callApi } from '@/lib/api/typed-request';

/** 202 {jobId}: the image arrives when the job completes (poll with useJob). */
export async function regeneratePostImage(postId: number): Promise<{ jobId: string }> {
  return callApi('post', '/api/admin/blog/posts/{id}/regenerate-image', { params: { id: postId } });
}
