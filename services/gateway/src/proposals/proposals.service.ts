import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BlogPost,
  changedFields,
  chosenChanges,
  isStale,
  PostProposal,
  ProposalChoice,
  ProposalChoiceError,
  proposalFieldsOf,
  proposalReason,
  staleMessage,
} from '@app/contract';
import { markdownNestingProblem } from '@app/site';
import type { EntityManager } from 'typeorm';
import { AdminPost, toAdminPost } from '../posts/dto/admin-post.dto';
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
 * uses when it stores one, so a decision and a finishing job never deadlock.
 */
@Injectable()
export class ProposalsService {
  constructor(private readonly repository: ProposalsRepository) {}

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

  accept(id: number, choice: AcceptChoice): Promise<{ post: AdminPost; proposal: ProposalView }> {
    return this.repository.transaction(async (tx) => {
      const { proposal, post } = await this.lockPending(tx, id);
      const changes = this.choose(proposal, post, choice);
      // A section-wise accept is never stale: the admin chose each part against the post as it is now.
      if (!choice.sections) this.refuseStale([proposal], post, choice.confirmStale);
      const saved = await tx.applyChanges(post, changes, proposal.kind, proposalReason('Accepted', proposal));
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

  /**
   * Approve & Publish: every pending proposal of the production, whole, in the order they came (at most
   * one per group), in the caller's transaction (`manager`), which has locked `post`. Stale ones need
   * confirmStale, checked before any is applied.
   */
  async acceptAllOfProduction(manager: EntityManager, productionId: number, post: BlogPost, confirmStale?: boolean): Promise<BlogPost> {
    const tx = this.repository.join(manager);
    const pending = await tx.lockPendingOfProduction(productionId);
    this.refuseStale(pending, post, confirmStale);
    let current = post;
    for (const proposal of pending) {
      current = await tx.applyChanges(current, this.choose(proposal, current, {}), proposal.kind, proposalReason('Accepted', proposal));
      await tx.decide(proposal, 'accepted');
    }
    return current;
  }

  private refuseStale(proposals: PostProposal[], post: BlogPost, confirmStale?: boolean): void {
    if (confirmStale) return;
    const stale = proposals.filter((proposal) => isStale(post, proposal.baseUpdatedAt));
    if (!stale.length) return;
    const now = proposalFieldsOf(post);
    const changed = [...new Set(stale.flatMap((proposal) => changedFields(proposal.base, now)))];
    throw new ConflictException(staleMessage(changed, post.updatedAt));
  }

  private choose(proposal: PostProposal, post: BlogPost, choice: ProposalChoice) {
    let changes: ReturnType<typeof chosenChanges>;
    try {
      changes = chosenChanges(proposal.changes, post.content, choice);
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
