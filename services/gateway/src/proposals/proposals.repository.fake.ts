import { BlogPost, PostProposal, ProposalFields, ProposalState, RevisionActor } from '@app/contract';
import { ProposalsRepository, ProposalsTransaction } from './proposals.repository';

/**
 * ProposalsRepository in memory, for unit tests of ProposalsService's decisions (the TypeORM one is
 * tested against Postgres by the integration tests). A transaction that throws leaves nothing changed.
 */
export class InMemoryProposalsRepository extends ProposalsRepository implements ProposalsTransaction {
  readonly posts = new Map<number, BlogPost>();
  readonly proposals = new Map<number, PostProposal>();
  /** The reasons of the revisions applyChanges recorded, oldest first. */
  readonly revisions: Array<{ postId: number; reason: string }> = [];
  /** Who made each change applyChanges recorded, in the same order. */
  readonly actors: RevisionActor[] = [];

  async findPost(id: number): Promise<BlogPost | null> {
    return this.posts.get(id) ?? null;
  }

  async pendingOfPost(postId: number): Promise<PostProposal[]> {
    return this.pending((proposal) => proposal.postId === postId).reverse();
  }

  async pendingOfProductions(productionIds: number[]): Promise<PostProposal[]> {
    return this.pending((proposal) => proposal.productionId !== null && productionIds.includes(proposal.productionId)).reverse();
  }

  async transaction<T>(work: (tx: ProposalsTransaction) => Promise<T>): Promise<T> {
    const saved = structuredClone({ posts: [...this.posts], proposals: [...this.proposals], revisions: this.revisions });
    try {
      return await work(this);
    } catch (error) {
      this.restore(saved);
      throw error;
    }
  }

  join(): ProposalsTransaction {
    return this;
  }

  async findProposal(id: number): Promise<PostProposal | null> {
    return this.proposals.get(id) ?? null;
  }

  lockProposal(id: number): Promise<PostProposal | null> {
    return this.findProposal(id);
  }

  lockPost(id: number): Promise<BlogPost | null> {
    return this.findPost(id);
  }

  async lockPendingOfProduction(productionId: number): Promise<PostProposal[]> {
    return this.pending((proposal) => proposal.productionId === productionId);
  }

  async applyChanges(post: BlogPost, changes: ProposalFields, _kind: PostProposal['kind'], reason: string, actor: RevisionActor): Promise<BlogPost> {
    this.revisions.push({ postId: post.id, reason });
    this.actors.push(actor);
    const saved = Object.assign(new BlogPost(), post, changes, { updatedAt: new Date(post.updatedAt.getTime() + 1000) });
    this.posts.set(saved.id, saved);
    return saved;
  }

  async decide(proposal: PostProposal, state: Exclude<ProposalState, 'pending'>): Promise<PostProposal> {
    const decided = Object.assign(new PostProposal(), proposal, { state, decidedAt: new Date() });
    this.proposals.set(decided.id, decided);
    return decided;
  }

  /** Pending proposals, oldest first. */
  private pending(matches: (proposal: PostProposal) => boolean): PostProposal[] {
    return [...this.proposals.values()].filter((proposal) => proposal.state === 'pending' && matches(proposal)).sort((a, b) => a.id - b.id);
  }

  private restore(saved: { posts: Array<[number, BlogPost]>; proposals: Array<[number, PostProposal]>; revisions: Array<{ postId: number; reason: string }> }): void {
    this.posts.clear();
    for (const [id, post] of saved.posts) this.posts.set(id, Object.assign(new BlogPost(), post));
    this.proposals.clear();
    for (const [id, proposal] of saved.proposals) this.proposals.set(id, Object.assign(new PostProposal(), proposal));
    this.revisions.splice(0, this.revisions.length, ...saved.revisions);
  }
}
