import { callApi } from '@/lib/api/typed-request';

/** DELETE /api/admin/blog/posts/:id: the post goes, its revisions stay; `revisionId` is the one Undo restores. */
export function deletePost(id: number) {
  return callApi('delete', '/api/admin/blog/posts/{id}', { params: { id } });
}

/**
 * POST /api/admin/blog/posts/:id/revisions/:revisionId/restore: the post as that revision kept it, under its
 * id, with its own createdAt and publishedAt (Undo of a delete brings it back as it was).
 */
export function restoreRevision(postId: number, revisionId: number) {
  return callApi('post', '/api/admin/blog/posts/{id}/revisions/{revisionId}/restore', { params: { id: postId, revisionId } });
}
