import { assignProposalChanges, BlogPost, changedFields, changesNow, fieldNames, isProposalStale, overwrittenEdits, PostProposal, ProposalFieldName, proposalFieldsOf, ProposalKind, ProductionViewStatus } from '@app/contract';
import { AdminPost, toAdminPost } from '../posts/dto/admin-post.dto';

/** A pending proposal an approval would accept, as the preview lists it. */
export interface PreviewedProposal {
  id: number;
  kind: ProposalKind;
  jobId: string | null;
  /** The fields it writes. */
  fields: ProposalFieldName[];
  /** The post changed since its job started. */
  stale: boolean;
  /** Hand edits its accept replaces (the preview shows them replaced): non-empty, Approve needs confirmStale. */
  overwrites: ProposalFieldName[];
  changedSinceBase: ProposalFieldName[];
}

/**
 * GET /api/ai/productions/:id/preview (issue 27): exactly what Approve & Publish (or Schedule) would put
 * live now: the post as stored (its real title, cover and alt text, and every hand edit) with the
 * production's pending proposals applied whole, in the order Approve applies them; and the version of
 * that, which Approve takes back and refuses (409) when the post or the proposals changed since.
 */
export interface ProductionPreview {
  productionId: number;
  status: ProductionViewStatus;
  /** Send it back as Approve's `version`: the post's updatedAt and the pending proposals' ids. */
  version: string;
  /** The post's fields as they would go live (its flags and updatedAt are the stored post's: Approve publishes it, or schedules it with publishAt). */
  post: AdminPost;
  /** The production's pending proposals the approval applies, oldest first. */
  proposals: PreviewedProposal[];
  /** One of them overwrites hand edits: Approve answers 409 unless it sends confirmStale. */
  needsConfirmStale: boolean;
  /** Pending proposals of the post that Approve does not take (a refresh, a sentence rewrite, another image): reviewed in the editor. */
  otherPendingProposals: number;
}

const NO_PROPOSALS = 'none';
/** The shape of a version token: the post's updatedAt (ISO, milliseconds), '~', the pending proposal ids joined by '.' (or 'none'). */
export const PREVIEW_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~(none|\d{1,10}(\.\d{1,10}){0,49})$/;

export function previewVersion(post: Pick<BlogPost, 'updatedAt'>, pending: Array<Pick<PostProposal, 'id'>>): string {
  return `${post.updatedAt.toISOString()}~${pending.map((proposal) => proposal.id).join('.') || NO_PROPOSALS}`;
}

/** The post version a token names (its first part). */
export function versionTime(version: string): Date {
  return new Date(version.slice(0, version.indexOf('~')));
}

/** The preview of approving `pending` (a production's pending proposals, oldest first) over `post` now. */
export function buildPreview(productionId: number, status: ProductionViewStatus, post: BlogPost, pending: PostProposal[], otherPendingProposals: number): ProductionPreview {
  let live = Object.assign(new BlogPost(), post, { keywords: [...post.keywords] });
  const proposals: PreviewedProposal[] = [];
  for (const proposal of pending) {
    const changes = changesNow(proposal, live);
    if (changes) live = assignProposalChanges(live, changes, proposal.kind);
    proposals.push({
      id: proposal.id,
      kind: proposal.kind,
      jobId: proposal.jobId,
      fields: fieldNames(changes ?? proposal.changes),
      stale: isProposalStale(proposal, post),
      overwrites: overwrittenEdits(proposal, post),
      changedSinceBase: changedFields(proposal.base, proposalFieldsOf(post)),
    });
  }
  return {
    productionId,
    status,
    version: previewVersion(post, pending),
    post: toAdminPost(live),
    proposals,
    needsConfirmStale: proposals.some((proposal) => proposal.overwrites.length > 0),
    otherPendingProposals,
  };
}
