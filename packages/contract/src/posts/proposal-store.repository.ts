import { EntityManager } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { PostProposal, ProposalFields, ProposalKind, ProposalState } from '../entities/post-proposal.entity';
import type { RevisionActor } from '../entities/post-revision.entity';
import { PostRevisionsRepository } from './post-revisions.repository';
import { appliesItself, PROPOSAL_GROUPS, proposalReason } from './proposal-rules';
import { assignProposalChanges, NewProposal } from './proposal-store';

/** Proposals as both services store and decide them: an AI result waiting for review, an accept that lands on its post. */
export class ProposalStoreRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Writes `changes` onto `post` (locked by the caller, in the caller's transaction), keeping the post as
   * it was as a revision with `reason` and who made the change. AI text on an unpublished post marks it
   * ready for review; a published post stays published. Saved through TypeORM, so the public caches follow
   * the commit.
   */
  async applyProposalChanges(
    post: BlogPost,
    changes: ProposalFields,
    kind: ProposalKind,
    reason: string,
    actor: RevisionActor | null = null,
  ): Promise<BlogPost> {
    await new PostRevisionsRepository(this.manager).recordRevision(post, reason, actor);
    return this.manager.save(BlogPost, assignProposalChanges(post, changes, kind));
  }

  /**
   * Stores an AI result as a proposal, superseding the pending ones it replaces. It waits as 'pending' for the
   * admin's accept; only the first AI draft into an unwritten draft (appliesItself) is applied at once
   * (state 'accepted', revision reason `Applied AI draft ...`, made by the job).
   */
  async submitProposal(input: NewProposal): Promise<PostProposal> {
    const { post } = input;
    await this.supersedeOlder(input);
    const applies = !input.proposeOnly && appliesItself(post, input);
    const proposal = await this.manager.save(
      PostProposal,
      this.manager.create(PostProposal, {
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
      await this.applyProposalChanges(post, input.changes, input.kind, proposalReason('Applied', proposal), actor);
    }
    return proposal;
  }

  /** Marks a pending proposal decided (the caller holds its row lock). */
  async decideProposal(proposal: PostProposal, state: Exclude<ProposalState, 'pending'>): Promise<PostProposal> {
    proposal.state = state;
    proposal.decidedAt = new Date();
    return this.manager.save(PostProposal, proposal);
  }

  /** Marks superseded the pending proposals of the post that `input` replaces (its group; for a sentence, the same sentence). */
  private async supersedeOlder(input: NewProposal): Promise<void> {
    const query = this.manager
      .createQueryBuilder()
      .update(PostProposal)
      .set({ state: 'superseded', decidedAt: () => 'now()' })
      .where('post_id = :postId AND state = :pending AND kind IN (:...kinds)', { postId: input.post.id, pending: 'pending', kinds: PROPOSAL_GROUPS[input.kind] });
    if (input.kind === 'sentence') query.andWhere(`sentence ->> 'original' = :original`, { original: input.sentence?.original ?? '' });
    await query.execute();
  }
}
