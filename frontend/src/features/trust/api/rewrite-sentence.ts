import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';

/**
 * POST /api/admin/blog/posts/:id/rewrite-sentence ('Rewrite this sentence', issue 27): 202 {jobId}. The job
 * rewrites exactly that sentence and proposes it (a 'sentence' proposal), or proposes nothing and its result
 * says why (`outcome`, `message`). A sentence no longer in the saved article is a 409 at once.
 */
export function useRewriteSentence() {
  return useMutation({
    mutationFn: ({ postId, sentence, problem }: { postId: number; sentence: string; problem?: string }) =>
      callApi('post', '/api/admin/blog/posts/{id}/rewrite-sentence', { params: { id: postId }, body: { sentence, ...(problem ? { problem: problem.slice(0, 300) } : {}) } }),
  });
}
