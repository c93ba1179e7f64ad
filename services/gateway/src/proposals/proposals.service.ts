import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  applyProposalChanges,
  BlogPost,
  changedFields,
  chosenChanges,
  decideProposal,
  isStale,
  PostProposal,
  ProposalChoice,
  ProposalChoiceError,
  proposalFieldsOf,
  proposalReason,
  staleMessage,
} from '@app/contract';
import { DataSource, EntityManager, In } from 'typeorm';
import { AdminPost, toAdminPost } from '../posts/dto/admin-post.dto';
import { PostsService } from '../posts/posts.service';
import { ProposalView, toProposalView } from './dto/proposal-response.dto';

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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: PostsService,
  ) {}

  /** Pending proposals of a post, newest first. */
  async listPending(postId: number): Promise<ProposalView[]> {
    const post = await this.posts.findById(postId);
    const proposals = await this.dataSource.getRepository(PostProposal).find({ where: { postId, state: 'pending' }, order: { id: 'DESC' } });
    return proposals.map((proposal) => toProposalView(proposal, post));
  }

  /** The latest pending proposal of each production (for the productions list and views). */
  async latestPendingOf(productionIds: number[]): Promise<Map<number, PostProposal>> {
    const latest = new Map<number, PostProposal>();
    if (!productionIds.length) return latest;
    const pending = await this.dataSource
      .getRepository(PostProposal)
      .find({ where: { productionId: In(productionIds), state: 'pending' }, order: { id: 'DESC' } });
    for (const proposal of pending) if (!latest.has(proposal.productionId!)) latest.set(proposal.productionId!, proposal);
    return latest;
  }

  accept(id: number, choice: AcceptChoice): Promise<{ post: AdminPost; proposal: ProposalView }> {
    return this.dataSource.transaction(async (manager) => {
      const { proposal, post } = await this.lockPending(manager, id);
      const changes = this.choose(proposal, post, choice);
      // A section-wise accept is never stale: the admin chose each part against the post as it is now.
      if (!choice.sections) this.refuseStale([proposal], post, choice.confirmStale);
      const saved = await applyProposalChanges(manager, post, changes, proposal.kind, proposalReason('Accepted', proposal));
      const decided = await decideProposal(manager, proposal, 'accepted');
      return { post: toAdminPost(saved), proposal: toProposalView(decided, saved) };
    });
  }

  reject(id: number): Promise<{ proposal: ProposalView }> {
    return this.dataSource.transaction(async (manager) => {
      const { proposal, post } = await this.lockPending(manager, id);
      return { proposal: toProposalView(await decideProposal(manager, proposal, 'rejected'), post) };
    });
  }

  /**
   * Approve & Publish: every pending proposal of the production, whole, in the order they came (at most
   * one per group). `post` is locked by the caller. Stale ones need confirmStale, checked before any is applied.
   */
  async acceptAllOfProduction(manager: EntityManager, productionId: number, post: BlogPost, confirmStale?: boolean): Promise<BlogPost> {
    const pending = await manager.find(PostProposal, {
      where: { productionId, state: 'pending' },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    this.refuseStale(pending, post, confirmStale);
    let current = post;
    for (const proposal of pending) {
      current = await applyProposalChanges(manager, current, this.choose(proposal, current, {}), proposal.kind, proposalReason('Accepted', proposal));
      await decideProposal(manager, proposal, 'accepted');
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
    try {
      return chosenChanges(proposal.changes, post.content, choice);
    } catch (error) {
      if (error instanceof ProposalChoiceError) throw new BadRequestException(error.message);
      throw error;
    }
  }

  private async lockPending(manager: EntityManager, id: number): Promise<{ proposal: PostProposal; post: BlogPost }> {
    const found = await manager.findOneBy(PostProposal, { id });
    if (!found) throw new NotFoundException('Proposal not found');
    const post = await this.posts.lockPost(manager, found.postId);
    const proposal = await manager.findOne(PostProposal, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!proposal) throw new NotFoundException('Proposal not found');
    if (proposal.state !== 'pending') throw new ConflictException(DECIDED[proposal.state]);
    return { proposal, post };
  }
}
