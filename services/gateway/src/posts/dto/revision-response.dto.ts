import { PostRevision, PostSnapshot } from '@app/shared';
import { RevisionWithoutContent } from '../posts.types';

export interface RevisionResponse {
  id: number;
  postId: number;
  reason: string;
  createdAt: string;
  snapshot: PostSnapshot;
}

/** A revision in a page of the list: the snapshot without the article text. */
export type RevisionSummary = Omit<RevisionResponse, 'snapshot'> & { snapshot: Omit<PostSnapshot, 'content'> };

export function toRevision(revision: PostRevision): RevisionResponse {
  return { ...toRevisionSummary(revision), snapshot: revision.snapshot };
}

export function toRevisionSummary(revision: RevisionWithoutContent): RevisionSummary {
  return {
    id: revision.id,
    postId: revision.postId,
    reason: revision.reason,
    createdAt: revision.createdAt.toISOString(),
    snapshot: revision.snapshot,
  };
}
