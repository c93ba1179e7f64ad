import { EntityManager } from 'typeorm';
import { parseKeywords } from '@app/site';
import { BlogPost } from '../entities/blog-post.entity';
import { PostProposal, ProposalFields, ProposalKind, ProposalState, SentenceSplice } from '../entities/post-proposal.entity';
import type { RevisionActor } from '../entities/post-revision.entity';
import { recordRevision } from './post-revisions';
import { appliesItself, PROPOSAL_GROUPS, proposalReason } from './proposal-rules';

/** The workflow marker of a draft whose text AI wrote (the spec's 'Ready for Review' badge). */
const READY_FOR_REVIEW = 'ready_for_review';

/**
 * Writes `changes` onto `post` (locked by the caller, in the caller's transaction), keeping the post as
 * it was as a revision with `reason` and who made the change. AI text on an unpublished post marks it
 * ready for review; a published post stays published. Saved through TypeORM, so the public caches follow
 * the commit.
 */
export async function applyProposalChanges(
  manager: EntityManager,
  post: BlogPost,
  changes: ProposalFields,
  kind: ProposalKind,
  reason: string,
  actor: RevisionActor | null = null,
): Promise<BlogPost> {
  await recordRevision(manager, post, reason, actor);
  return manager.save(BlogPost, assignProposalChanges(post, changes, kind));
}

/**
 * `changes` written onto `post` (in place; answers it): the one way a proposal's fields land on a post,
 * for an accept and for the preview of what an approval would publish.
 */
export function assignProposalChanges(post: BlogPost, changes: ProposalFields, kind: ProposalKind): BlogPost {
  if (changes.content !== undefined) post.content = changes.content;
  if (changes.excerpt !== undefined) post.excerpt = changes.excerpt;
  if (changes.metaDescription !== undefined) post.metaDescription = changes.metaDescription;
  if (changes.keywords !== undefined) post.keywords = parseKeywords(changes.keywords);
  if (changes.estimatedReadTime !== undefined) post.estimatedReadTime = changes.estimatedReadTime;
  if (changes.featuredImage !== undefined) post.featuredImage = changes.featuredImage || null;
  if (changes.featuredImageAlt !== undefined) post.featuredImageAlt = changes.featuredImageAlt.trim();
  if ((kind === 'article' || kind === 'revision') && changes.content !== undefined && !post.published) post.status = READY_FOR_REVIEW;
  return post;
}

export interface NewProposal {
  /** The post, locked by the caller. */
  post: BlogPost;
  productionId: number | null;
  jobId: string | null;
  /** The job's kind (JobName), recorded as who changed the post when the proposal applies itself. */
  jobKind: string;
  kind: ProposalKind;
  base: ProposalFields;
  baseUpdatedAt: Date;
  changes: ProposalFields;
  section?: string | null;
  feedback?: string | null;
  /** Waits for the admin even on an untouched draft: a proposal nobody asked for (a new cover after a rename). */
  proposeOnly?: boolean;
  /** A 'sentence' proposal's splice. */
  sentence?: SentenceSplice | null;
}

/** Marks superseded the pending proposals of the post that `input` replaces (its group; for a sentence, the same sentence). */
async function supersedeOlder(manager: EntityManager, input: NewProposal): Promise<void> {
  const query = manager
    .createQueryBuilder()
    .update(PostProposal)
    .set({ state: 'superseded', decidedAt: () => 'now()' })
    .where('post_id = :postId AND state = :pending AND kind IN (:...kinds)', { postId: input.post.id, pending: 'pending', kinds: PROPOSAL_GROUPS[input.kind] });
  if (input.kind === 'sentence') query.andWhere(`sentence ->> 'original' = :original`, { original: input.sentence?.original ?? '' });
  await query.execute();
}

/**
 * Stores an AI result as a proposal, superseding the pending ones it replaces. It waits as 'pending' for the
 * admin's accept; only the first AI draft into an unwritten draft (appliesItself) is applied at once
 * (state 'accepted', revision reason `Applied AI draft ...`, made by the job).
 */
export async function submitProposal(manager: EntityManager, input: NewProposal): Promise<PostProposal> {
  const { post } = input;
  await supersedeOlder(manager, input);
  const applies = !input.proposeOnly && appliesItself(post, input);
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
      sentence: input.sentence ?? null,
      decidedAt: applies ? new Date() : null,
    }),
  );
  if (applies) {
    const actor: RevisionActor = { kind: 'job', jobId: input.jobId ?? 'unknown', jobKind: input.jobKind };
    await applyProposalChanges(manager, post, input.changes, input.kind, proposalReason('Applied', proposal), actor);
  }
  return proposal;
}

/** Marks a pending proposal decided (the caller holds its row lock). */
export async function decideProposal(manager: EntityManager, proposal: PostProposal, state: Exclude<ProposalState, 'pending'>): Promise<PostProposal> {
  proposal.state = state;
  proposal.decidedAt = new Date();
  return manager.save(PostProposal, proposal);
}
