import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BlogPost,
  changesNow,
  chosenChanges,
  overwrittenEdits,
  PostProposal,
  ProposalChoice,
  ProposalChoiceError,
  ProposalFields,
  proposalReason,
  SENTENCE_GONE_MESSAGE,
  staleMessage,
} from '@app/contract';
import { markdownNestingProblem } from '@app/site';
import type { EntityManager } from 'typeorm';
import { AdminPost, toAdminPost } from '../posts/dto/admin-post.dto';
import { adminActor } from '../posts/editor-session.decorator';
import { describeConflict, PostConflictException } from '../posts/post-conflict';
import { PostHistoryRepository } from '../posts/post-history.repository';
import { ProposalView, toProposalView } from './dto/proposal-response.dto';
import { ProposalsRepository, ProposalsTransaction } from './proposals.repository';

export interface AcceptChoice extends ProposalChoice {
  confirmStale?: boolean;
}

const DECIDED: Record<Exclude<PostProposal['state'], 'pending'>, string> = {
  accepted: 'This proposal was already accepted',
  rejected: 'This proposal was already rejected',
  superseded: 'This proposal was superseded by a newer one',
};

/**
 * The admin's decisions on AI proposals. Locks are taken post first, then proposal, the order the worker
 * uses when it stores one, so a decision and a finishing job never deadlock. Every accept records who made
 * it (the tab's X-Editor-Session) and answers the post as stored, so the editor adopts it (issue 27).
 */
@Injectable()
export class ProposalsService {
  constructor(
    private readonly repository: ProposalsRepository,
    private readonly history: PostHistoryRepository,
  ) {}

  /** Pending proposals of a post, newest first. */
  async listPending(postId: number): Promise<ProposalView[]> {
    const post = await this.repository.findPost(postId);
    if (!post) throw new NotFoundException('Post not found');
    const proposals = await this.repository.pendingOfPost(postId);
    return proposals.map((proposal) => toProposalView(proposal, post));
  }

  /** The latest pending proposal of each production (for the productions list and views). */
  async latestPendingOf(productionIds: number[]): Promise<Map<number, PostProposal>> {
    const latest = new Map<number, PostProposal>();
    if (!productionIds.length) return latest;
    const pending = await this.repository.pendingOfProductions(productionIds);
    for (const proposal of pending) if (!latest.has(proposal.productionId!)) latest.set(proposal.productionId!, proposal);
    return latest;
  }

  /** Pending proposals of a post, newest first (every kind, every source). */
  pendingOfPost(postId: number): Promise<PostProposal[]> {
    return this.repository.pendingOfPost(postId);
  }

  accept(id: number, choice: AcceptChoice, session: string | null = null): Promise<{ post: AdminPost; proposal: ProposalView }> {
    return this.repository.transaction(async (tx) => {
      const { proposal, post } = await this.lockPending(tx, id);
      // A section-wise accept is never stale: the admin chose each part against the post as it is now.
      if (!choice.sections) await this.refuseStale([proposal], post, choice.confirmStale, session);
      const changes = this.choose(this.changesOf(proposal, post), post, choice);
      const actor = adminActor(session, { id: proposal.id, kind: proposal.kind, jobId: proposal.jobId });
      const saved = await tx.applyChanges(post, changes, proposal.kind, proposalReason('Accepted', proposal), actor);
      const decided = await tx.decide(proposal, 'accepted');
      return { post: toAdminPost(saved), proposal: toProposalView(decided, saved) };
    });
  }

  reject(id: number): Promise<{ proposal: ProposalView }> {
    return this.repository.transaction(async (tx) => {
      const { proposal, post } = await this.lockPending(tx, id);
      return { proposal: toProposalView(await tx.decide(proposal, 'rejected'), post) };
    });
  }

  /** A production's pending proposals, oldest first, locked in the caller's transaction (`manager`). */
  lockPendingOfProduction(manager: EntityManager, productionId: number): Promise<PostProposal[]> {
    return this.repository.join(manager).lockPendingOfProduction(productionId);
  }

  /**
   * Approve & Publish: `pending` (a production's, locked by lockPendingOfProduction), whole, in the order
   * they came (at most one per group), in the caller's transaction, which has locked `post`. Stale ones
   * need confirmStale, checked before any is applied.
   */
  async acceptAll(manager: EntityManager, pending: PostProposal[], post: BlogPost, confirmStale = false, session: string | null = null): Promise<BlogPost> {
    const tx = this.repository.join(manager);
    await this.refuseStale(pending, post, confirmStale, session);
    let current = post;
    for (const proposal of pending) {
      const actor = adminActor(session, { id: proposal.id, kind: proposal.kind, jobId: proposal.jobId });
      current = await tx.applyChanges(current, this.choose(this.changesOf(proposal, current), current, {}), proposal.kind, proposalReason('Accepted', proposal), actor);
      await tx.decide(proposal, 'accepted');
    }
    return current;
  }

  /** What a whole accept of `proposal` writes over `post` now (a sentence rewrite spliced into it); 409 when its sentence is gone. */
  private changesOf(proposal: PostProposal, post: BlogPost): ProposalFields {
    const changes = changesNow(proposal, post);
    if (!changes) throw new ConflictException(SENTENCE_GONE_MESSAGE);
    return changes;
  }

  private async refuseStale(proposals: PostProposal[], post: BlogPost, confirmStale: boolean | undefined, session: string | null): Promise<void> {
    for (const proposal of proposals) this.changesOf(proposal, post);
    if (confirmStale) return;
    const stale = proposals.filter((proposal) => overwrittenEdits(proposal, post).length);
    if (!stale.length) return;
    const changed = [...new Set(stale.flatMap((proposal) => overwrittenEdits(proposal, post)))];
    const since = new Date(Math.min(...stale.map((proposal) => proposal.baseUpdatedAt.getTime())));
    const conflict = describeConflict(await this.history.changesSince(post.id, since), post, since, session);
    throw new PostConflictException(staleMessage(changed, post.updatedAt), conflict);
  }

  private choose(proposalChanges: ProposalFields, post: BlogPost, choice: ProposalChoice): ProposalFields {
    let changes: ProposalFields;
    try {
      changes = chosenChanges(proposalChanges, post.content, choice);
    } catch (error) {
      if (error instanceof ProposalChoiceError) throw new BadRequestException(error.message);
      throw error;
    }
    // AI-written content is held to the editor's rule: nested too deep, it could only be shown as text.
    const tooDeep = changes.content === undefined ? null : markdownNestingProblem(changes.content);
    if (tooDeep) throw new BadRequestException(tooDeep);
    return changes;
  }

  private async lockPending(tx: ProposalsTransaction, id: number): Promise<{ proposal: PostProposal; post: BlogPost }> {
    const found = await tx.findProposal(id);
    if (!found) throw new NotFoundException('Proposal not found');
    const post = await tx.lockPost(found.postId);
    if (!post) throw new NotFoundException('Post not found');
    const proposal = await tx.lockProposal(id);
    if (!proposal) throw new NotFoundException('Proposal not found');
    if (proposal.state !== 'pending') throw new ConflictException(DECIDED[proposal.state]);
    return { proposal, post };
  }
}
