import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob, AiProduction, PostProposal, PRODUCTION_STATUSES, ProductionStatus } from '@app/contract';
import { DataSource, EntityManager, In } from 'typeorm';
import { PageRequest } from '../common/dto/page-query.dto';

/** Which productions an update touches: by id or by the job writing them, optionally only in one status. */
export type ProductionMatch = ({ id: number } | { currentJobId: string }) & { status?: ProductionStatus };

export type NewProduction = Pick<AiProduction, 'postId' | 'title' | 'status' | 'currentJobId' | 'feedback'>;

/** A production of a list page: everything but the article, its post reduced to what the list shows. */
export type ProductionListRow = Omit<AiProduction, 'finalContent'>;

/** A production of the studio's list: no article and no revision requests (GET /api/ai/productions/:id has both). */
export type ProductionSummaryRow = Omit<AiProduction, 'finalContent' | 'feedback'>;

/** What narrows the studio's list; absent means any. */
export interface ProductionFilter {
  status?: ProductionStatus;
  postId?: number;
}

/** How many productions are in each status. */
export type ProductionCounts = Record<ProductionStatus, number>;

const SUMMARY_COLUMNS = {
  id: true,
  postId: true,
  title: true,
  status: true,
  featuredImage: true,
  provider: true,
  model: true,
  error: true,
  currentJobId: true,
  createdAt: true,
  updatedAt: true,
  post: { id: true, title: true, slug: true, published: true, updatedAt: true },
} as const;

/**
 * The production writes of one transaction; `lockProduction` holds its row until it ends. `manager` is
 * that transaction, for the post and proposal rules (PostsService, ProposalsService) that join it.
 */
export interface ProductionsTransaction {
  readonly manager: EntityManager;
  lockProduction(id: number): Promise<AiProduction | null>;
  findProduction(id: number): Promise<AiProduction | null>;
  /** How many productions of the post are in one of `statuses`. */
  countOfPost(postId: number, statuses: ProductionStatus[]): Promise<number>;
  /** The production's newest pending AI draft or revision (not image) proposal. */
  latestPendingText(productionId: number): Promise<PostProposal | null>;
  create(production: NewProduction): Promise<AiProduction>;
  save(production: AiProduction): Promise<AiProduction>;
  update(match: ProductionMatch, changes: Partial<Pick<AiProduction, 'status' | 'error' | 'currentJobId'>>): Promise<void>;
}

/**
 * Where ProductionsService reads and writes (the port its unit tests fake). `transaction` runs work in a
 * new transaction; `join` in one JobsService.start opened for the job's row.
 */
export abstract class ProductionsRepository {
  /** Every production with its post, newest first. */
  abstract listWithPosts(): Promise<AiProduction[]>;
  abstract listPage(page: PageRequest): Promise<[ProductionListRow[], number]>;
  /** One page of the studio's list, newest first, optionally of one status or post; and how many match. */
  abstract listSummaries(filter: ProductionFilter, page: PageRequest): Promise<[ProductionSummaryRow[], number]>;
  abstract countByStatus(): Promise<ProductionCounts>;
  abstract findWithPost(id: number): Promise<AiProduction | null>;
  abstract findJob(id: string): Promise<AiJob | null>;
  /** Marks a queued or running job failed; a job already closed stays as it is. */
  abstract failOpenJob(id: string, stage: string, error: string): Promise<void>;
  abstract delete(id: number): Promise<void>;
  abstract transaction<T>(work: (tx: ProductionsTransaction) => Promise<T>): Promise<T>;
  abstract join(manager: EntityManager): ProductionsTransaction;
}

class TypeOrmProductionsTransaction implements ProductionsTransaction {
  constructor(readonly manager: EntityManager) {}

  lockProduction(id: number): Promise<AiProduction | null> {
    return this.manager.findOne(AiProduction, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findProduction(id: number): Promise<AiProduction | null> {
    return this.manager.findOneBy(AiProduction, { id });
  }

  countOfPost(postId: number, statuses: ProductionStatus[]): Promise<number> {
    return this.manager.count(AiProduction, { where: { postId, status: In(statuses) } });
  }

  latestPendingText(productionId: number): Promise<PostProposal | null> {
    return this.manager.findOne(PostProposal, {
      where: { productionId, state: 'pending', kind: In(['article', 'revision']) },
      order: { id: 'DESC' },
    });
  }

  create(production: NewProduction): Promise<AiProduction> {
    return this.manager.save(AiProduction, this.manager.create(AiProduction, production));
  }

  save(production: AiProduction): Promise<AiProduction> {
    return this.manager.save(AiProduction, production);
  }

  async update(match: ProductionMatch, changes: Partial<Pick<AiProduction, 'status' | 'error' | 'currentJobId'>>): Promise<void> {
    await this.manager.update(AiProduction, match, changes);
  }
}

/** Every status, 0 where no production has it. */
export function countsOf(rows: Array<{ status: ProductionStatus; count: number }>): ProductionCounts {
  const counts = Object.fromEntries(PRODUCTION_STATUSES.map((status) => [status, 0])) as ProductionCounts;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

@Injectable()
export class TypeOrmProductionsRepository extends ProductionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  listWithPosts(): Promise<AiProduction[]> {
    return this.dataSource.getRepository(AiProduction).find({ relations: { post: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  listPage(page: PageRequest): Promise<[ProductionListRow[], number]> {
    return this.dataSource.getRepository(AiProduction).findAndCount({
      select: { ...SUMMARY_COLUMNS, feedback: true },
      relations: { post: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.skip,
      take: page.pageSize,
    });
  }

  listSummaries({ status, postId }: ProductionFilter, page: PageRequest): Promise<[ProductionSummaryRow[], number]> {
    return this.dataSource.getRepository(AiProduction).findAndCount({
      select: SUMMARY_COLUMNS,
      where: { ...(status ? { status } : {}), ...(postId ? { postId } : {}) },
      relations: { post: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.skip,
      take: page.pageSize,
    });
  }

  async countByStatus(): Promise<ProductionCounts> {
    const rows: Array<{ status: ProductionStatus; count: number }> = await this.dataSource.query('SELECT status, count(*)::int AS count FROM ai_productions GROUP BY status');
    return countsOf(rows);
  }

  findWithPost(id: number): Promise<AiProduction | null> {
    return this.dataSource.getRepository(AiProduction).findOne({ where: { id }, relations: { post: true } });
  }

  findJob(id: string): Promise<AiJob | null> {
    return this.dataSource.getRepository(AiJob).findOneBy({ id });
  }

  async failOpenJob(id: string, stage: string, error: string): Promise<void> {
    await this.dataSource.getRepository(AiJob).update({ id, state: In(['queued', 'running']) }, { state: 'failed', stage, error, finishedAt: new Date() });
  }

  async delete(id: number): Promise<void> {
    await this.dataSource.getRepository(AiProduction).delete({ id });
  }

  transaction<T>(work: (tx: ProductionsTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new TypeOrmProductionsTransaction(manager)));
  }

  join(manager: EntityManager): ProductionsTransaction {
    return new TypeOrmProductionsTransaction(manager);
  }
}
