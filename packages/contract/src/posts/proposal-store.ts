import { EntityManager, In } from 'typeorm';
import { parseKeywords } from '@app/site';
import { BlogPost } from '../entities/blog-post.entity';
import { PostProposal, ProposalFields, ProposalKind, ProposalState } from '../entities/post-proposal.entity';
import { recordRevision } from './post-revisions';
import { appliesItself, PROPOSAL_GROUPS, proposalReason } from './proposal-rules';

/** The workflow marker of a draft whose text AI wrote (the spec's 'Ready for Review' badge). */
const READY_FOR_REVIEW = 'ready_for_review';

/**
 * Writes `changes` onto `post` (locked by the caller, in the caller's transaction), keeping the post as
 * it was as a revision with `reason`. AI text on an unpublished post marks it ready for review; a
 * published post stays published. Saved through TypeORM, so the public caches follow the commit.
 */
export async function applyProposalChanges(manager: EntityManager, post: BlogPost, changes: ProposalFields, kind: ProposalKind, reason: string): Promise<BlogPost> {
  await recordRevision(manager, post, reason);
  if (changes.content !== undefined) post.content = changes.content;
  if (changes.excerpt !== undefined) post.excerpt = changes.excerpt;
  if (changes.metaDescription !== undefined) post.metaDescription = changes.metaDescription;
  if (changes.keywords !== undefined) post.keywords = parseKeywords(changes.keywords);
  if (changes.estimatedReadTime !== undefined) post.estimatedReadTime = changes.estimatedReadTime;
  if (changes.featuredImage !== undefined) post.featuredImage = changes.featuredImage || null;
  if (changes.featuredImageAlt !== undefined) post.featuredImageAlt = changes.featuredImageAlt.trim();
  if (kind !== 'image' && changes.content !== undefined && !post.published) post.status = READY_FOR_REVIEW;
  return manager.save(BlogPost, post);
}

export interface NewProposal {
  /** The post, locked by the caller. */
  post: BlogPost;
  productionId: number | null;
  jobId: string | null;
  kind: ProposalKind;
  base: ProposalFields;
  baseUpdatedAt: Date;
  changes: ProposalFields;
  section?: string | null;
  feedback?: string | null;
  /** Waits for the admin even on an untouched draft: a proposal nobody asked for (a new cover after a rename). */
  proposeOnly?: boolean;
}

/**
 * Stores an AI result as a proposal, superseding the pending ones of its group for the post. It is
 * applied at once (state 'accepted', revision reason `Applied AI ...`) only when the post is an
 * unpublished draft still at the version the job started from; otherwise it waits as 'pending'.
 */
export async function submitProposal(manager: EntityManager, input: NewProposal): Promise<PostProposal> {
  const { post } = input;
  await manager.update(
    PostProposal,
    { postId: post.id, state: 'pending', kind: In(PROPOSAL_GROUPS[input.kind]) },
    { state: 'superseded', decidedAt: new Date() },
  );
  const applies = !input.proposeOnly && appliesItself(post, input.baseUpdatedAt);
  const proposal = await manager.save(
    PostProposal,
    manager.create(PostProposal, {
      postId: post.id,
      productionId: input.productionId,
      jobId: input.jobId,
      kind: input.kind,
      state: applies ? 'accepted' : 'pending',
      baseUpdatedAt: input.baseUpdatedAt,
      base: input.base,
      changes: input.changes,
      section: input.section ?? null,
      feedback: input.feedback ?? null,
      decidedAt: applies ? new Date() : null,
    }),
  );
  if (applies) await applyProposalChanges(manager, post, input.changes, input.kind, proposalReason('Applied', proposal));
  return proposal;
}

/** Marks a pending proposal decided (the caller holds its row lock). */
export async function decideProposal(manager: EntityManager, proposal: PostProposal, state: Exclude<ProposalState, 'pending'>): Promise<PostProposal> {
  proposal.state = state;
  proposal.decidedAt = new Date();
  return manager.save(PostProposal, proposal);
}
