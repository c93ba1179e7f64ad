import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJob, AiProduction, PostProposal, PRODUCTION_VIEW_STATUSES, ProductionStatus, ProductionViewStatus } from '@app/contract';
import { DataSource, EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { PageRequest } from '../common/dto/page-query.dto';
import { ProductionRead, productionViewStatusSql } from './production-status';

/** Which productions an update touches: by id or by the job writing them, optionally only in one status. */
export type ProductionMatch = ({ id: number } | { currentJobId: string }) & { status?: ProductionStatus };

export type NewProduction = Pick<AiProduction, 'postId' | 'title' | 'status' | 'currentJobId' | 'feedback'>;

/** A production of a list page: everything but the article, its post reduced to what the list shows. */
export type ProductionListRow = ProductionRead<Omit<AiProduction, 'finalContent'>>;

/** A production of the studio's list: no article and no revision requests (GET /api/ai/productions/:id has both). */
export type ProductionSummaryRow = ProductionRead<Omit<AiProduction, 'finalContent' | 'feedback'>>;

/** What narrows the studio's list; absent means any. `status` is the status the studio shows. */
export interface ProductionFilter {
  status?: ProductionViewStatus;
  postId?: number;
}

/** How many productions show each status. */
export type ProductionCounts = Record<ProductionViewStatus, number>;

const VIEW_STATUS = productionViewStatusSql('production', 'post');

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
  /** The production as the studio shows it, read in this transaction (after its writes). */
  findForView(id: number): Promise<ProductionRead | null>;
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
  abstract listWithPosts(): Promise<ProductionRead[]>;
  abstract listPage(page: PageRequest): Promise<[ProductionListRow[], number]>;
  /** One page of the studio's list, newest first, optionally of one status or post; and how many match. */
  abstract listSummaries(filter: ProductionFilter, page: PageRequest): Promise<[ProductionSummaryRow[], number]>;
  abstract countByStatus(): Promise<ProductionCounts>;
  abstract findWithPost(id: number): Promise<ProductionRead | null>;
  abstract findJob(id: string): Promise<AiJob | null>;
  /** Marks a queued or running job failed; a job already closed stays as it is. */
  abstract failOpenJob(id: string, stage: string, error: string): Promise<void>;
  abstract delete(id: number): Promise<void>;
  abstract transaction<T>(work: (tx: ProductionsTransaction) => Promise<T>): Promise<T>;
  abstract join(manager: EntityManager): ProductionsTransaction;
}

/** Productions with their post (left joined: a deleted post's productions stay) and the status the studio shows. */
function readQuery(manager: EntityManager): SelectQueryBuilder<AiProduction> {
  return manager.getRepository(AiProduction).createQueryBuilder('production').leftJoin('production.post', 'post').addSelect(VIEW_STATUS, 'view_status');
}

/** Each entity with its row's view status (a production joins one post at most, so rows and entities align). */
async function readAll<T extends object>(query: SelectQueryBuilder<AiProduction>): Promise<Array<ProductionRead<T>>> {
  const { entities, raw } = await query.getRawAndEntities<{ view_status: ProductionViewStatus }>();
  return entities.map((production, index) => Object.assign(production, { viewStatus: raw[index].view_status }) as unknown as ProductionRead<T>);
}

class TypeOrmProductionsTransaction implements ProductionsTransaction {
  constructor(readonly manager: EntityManager) {}

  async findForView(id: number): Promise<ProductionRead | null> {
    const [production] = await readAll<AiProduction>(readQuery(this.manager).addSelect('post').where('production.id = :id', { id }));
    return production ?? null;
  }

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
export function countsOf(rows: Array<{ status: ProductionViewStatus; count: number }>): ProductionCounts {
  const counts = Object.fromEntries(PRODUCTION_VIEW_STATUSES.map((status) => [status, 0])) as ProductionCounts;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

@Injectable()
export class TypeOrmProductionsRepository extends ProductionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  listWithPosts(): Promise<ProductionRead[]> {
    return readAll<AiProduction>(readQuery(this.dataSource.manager).addSelect('post').orderBy('production.createdAt', 'DESC').addOrderBy('production.id', 'DESC'));
  }

  listPage(page: PageRequest): Promise<[ProductionListRow[], number]> {
    return this.summaryPage({ ...SUMMARY_COLUMNS, feedback: true }, {}, page);
  }

  listSummaries(filter: ProductionFilter, page: PageRequest): Promise<[ProductionSummaryRow[], number]> {
    return this.summaryPage(SUMMARY_COLUMNS, filter, page);
  }

  async countByStatus(): Promise<ProductionCounts> {
    const rows: Array<{ status: ProductionViewStatus; count: number }> = await this.dataSource.query(
      `SELECT status, count(*)::int AS count
       FROM (SELECT ${VIEW_STATUS} AS status FROM ai_productions production LEFT JOIN blog_posts post ON post.id = production.post_id) viewed
       GROUP BY status`,
    );
    return countsOf(rows);
  }

  async findWithPost(id: number): Promise<ProductionRead | null> {
    const [production] = await readAll<AiProduction>(readQuery(this.dataSource.manager).addSelect('post').where('production.id = :id', { id }));
    return production ?? null;
  }

  /** One page of productions without their article (the columns of `columns`), newest first, filtered; and how many match. */
  private async summaryPage<T extends object>(columns: Record<string, unknown>, { status, postId }: ProductionFilter, page: PageRequest): Promise<[Array<ProductionRead<T>>, number]> {
    const { post: postColumns, ...productionColumns } = columns as Record<string, unknown> & { post: Record<string, true> };
    const query = readQuery(this.dataSource.manager)
      .select([...Object.keys(productionColumns).map((column) => `production.${column}`), ...Object.keys(postColumns).map((column) => `post.${column}`)])
      .addSelect(VIEW_STATUS, 'view_status')
      .orderBy('production.createdAt', 'DESC')
      .addOrderBy('production.id', 'DESC');
    if (status) query.andWhere(`${VIEW_STATUS} = :status`, { status });
    if (postId) query.andWhere('production.postId = :postId', { postId });
    const [rows, total] = await Promise.all([readAll<T>(query.clone().offset(page.skip).limit(page.pageSize)), query.getCount()]);
    return [rows, total];
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
