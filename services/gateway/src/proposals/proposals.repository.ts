import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BlogPost, PostProposal, ProposalFields, ProposalState, RevisionActor, ProposalStoreRepository, PostRevisionsRepository } from '@app/contract';
import { DataSource, EntityManager, In } from 'typeorm';

/** The proposal writes of one transaction; `lock*` reads hold their rows until it ends. */
export interface ProposalsTransaction {
  findProposal(id: number): Promise<PostProposal | null>;
  lockProposal(id: number): Promise<PostProposal | null>;
  lockPost(id: number): Promise<BlogPost | null>;
  /** A production's pending proposals, oldest first, locked. */
  lockPendingOfProduction(productionId: number): Promise<PostProposal[]>;
  /** Stores the post with the changes, its previous state kept as a revision with `reason` and who made the change. */
  applyChanges(post: BlogPost, changes: ProposalFields, kind: PostProposal['kind'], reason: string, actor: RevisionActor): Promise<BlogPost>;
  decide(proposal: PostProposal, state: Exclude<ProposalState, 'pending'>): Promise<PostProposal>;
}

/**
 * Where ProposalsService reads and writes (the port its unit tests fake). `transaction` runs work in a
 * new transaction; `join` runs it in a caller's (Approve & Publish locks the post, then accepts).
 */
export abstract class ProposalsRepository {
  abstract findPost(id: number): Promise<BlogPost | null>;
  /** Pending proposals of a post, newest first. */
  abstract pendingOfPost(postId: number): Promise<PostProposal[]>;
  /** Pending proposals of the productions, newest first. */
  abstract pendingOfProductions(productionIds: number[]): Promise<PostProposal[]>;
  abstract transaction<T>(work: (tx: ProposalsTransaction) => Promise<T>): Promise<T>;
  abstract join(manager: EntityManager): ProposalsTransaction;
}

/** The proposal rules of packages/contract/src/posts (shared with the worker) on TypeORM. */
class TypeOrmProposalsTransaction implements ProposalsTransaction {
  constructor(private readonly manager: EntityManager) {}

  findProposal(id: number): Promise<PostProposal | null> {
    return this.manager.findOneBy(PostProposal, { id });
  }

  lockProposal(id: number): Promise<PostProposal | null> {
    return this.manager.findOne(PostProposal, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  lockPost(id: number): Promise<BlogPost | null> {
    return new PostRevisionsRepository(this.manager).lockPost(id);
  }

  lockPendingOfProduction(productionId: number): Promise<PostProposal[]> {
    return this.manager.find(PostProposal, { where: { productionId, state: 'pending' }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
  }

  applyChanges(post: BlogPost, changes: ProposalFields, kind: PostProposal['kind'], reason: string, actor: RevisionActor): Promise<BlogPost> {
    return new ProposalStoreRepository(this.manager).applyProposalChanges(post, changes, kind, reason, actor);
  }

  decide(proposal: PostProposal, state: Exclude<ProposalState, 'pending'>): Promise<PostProposal> {
    return new ProposalStoreRepository(this.manager).decideProposal(proposal, state);
  }
}

@Injectable()
export class TypeOrmProposalsRepository extends ProposalsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  findPost(id: number): Promise<BlogPost | null> {
    return this.dataSource.manager.findOne(BlogPost, { where: { id } });
  }

  pendingOfPost(postId: number): Promise<PostProposal[]> {
    return this.dataSource.getRepository(PostProposal).find({ where: { postId, state: 'pending' }, order: { id: 'DESC' } });
  }

  pendingOfProductions(productionIds: number[]): Promise<PostProposal[]> {
    return this.dataSource.getRepository(PostProposal).find({ where: { productionId: In(productionIds), state: 'pending' }, order: { id: 'DESC' } });
  }

  transaction<T>(work: (tx: ProposalsTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new TypeOrmProposalsTransaction(manager)));
  }

  join(manager: EntityManager): ProposalsTransaction {
    return new TypeOrmProposalsTransaction(manager);
  }
}
