import {
  BlogPost,
  changedFields,
  fieldNames,
  isStale,
  PostProposal,
  ProposalFieldName,
  ProposalFields,
  proposalFieldsOf,
  ProposalKind,
  ProposalState,
} from '@app/shared';

/** A proposal as the studio sees it (contract: /work/contracts/issue13-proposals.md). */
export interface ProposalView {
  id: number;
  postId: number;
  productionId: number | null;
  jobId: string | null;
  kind: ProposalKind;
  state: ProposalState;
  section: string | null;
  feedback: string | null;
  baseUpdatedAt: string;
  createdAt: string;
  decidedAt: string | null;
  /** The post's fields when the job started. */
  base: ProposalFields;
  /** What the AI proposes (only the fields it produced). */
  changes: ProposalFields;
  /** The post now: the keys of `changes`, plus content. */
  current: ProposalFields;
  /** Pending, and the post changed since the job started: a whole accept needs confirmStale. */
  stale: boolean;
  /** Fields that differ between `base` and the post now. */
  changedSinceBase: ProposalFieldName[];
}

export function toProposalView(proposal: PostProposal, post: BlogPost): ProposalView {
  const shown = [...new Set<ProposalFieldName>(['content', ...fieldNames(proposal.changes)])];
  return {
    id: proposal.id,
    postId: proposal.postId,
    productionId: proposal.productionId,
    jobId: proposal.jobId,
    kind: proposal.kind,
    state: proposal.state,
    section: proposal.section,
    feedback: proposal.feedback,
    baseUpdatedAt: proposal.baseUpdatedAt.toISOString(),
    createdAt: proposal.createdAt.toISOString(),
    decidedAt: proposal.decidedAt?.toISOString() ?? null,
    base: proposal.base,
    changes: proposal.changes,
    current: proposalFieldsOf(post, shown),
    stale: proposal.state === 'pending' && isStale(post, proposal.baseUpdatedAt),
    changedSinceBase: changedFields(proposal.base, proposalFieldsOf(post)),
  };
}
