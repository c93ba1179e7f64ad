import { PostRevision, PostSnapshot } from '@app/shared';

export interface RevisionResponse {
  id: number;
  postId: number;
  reason: string;
  createdAt: string;
  snapshot: PostSnapshot;
}

export function toRevision(revision: PostRevision): RevisionResponse {
  return {
    id: revision.id,
    postId: revision.postId,
    reason: revision.reason,
    createdAt: revision.createdAt.toISOString(),
    snapshot: revision.snapshot,
  };
}
