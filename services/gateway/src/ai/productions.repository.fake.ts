import { AiJob, AiProduction, PostProposal, ProductionStatus, ProductionViewStatus } from '@app/contract';
import type { EntityManager } from 'typeorm';
import { PageRequest } from '../common/dto/page-query.dto';
import { ProductionRead } from './production-status';
import { countsOf, NewProduction, ProductionCounts, ProductionFilter, ProductionListRow, ProductionMatch, ProductionsRepository, ProductionSummaryRow, ProductionsTransaction } from './productions.repository';

/**
 * ProductionsRepository in memory, for unit tests of ProductionsService's decisions (the TypeORM one is
 * tested against Postgres by the integration tests). A transaction that throws leaves nothing changed.
 * The status the studio shows is the stored one, unless a test sets `viewStatuses` (the SQL rule is
 * tested against Postgres).
 */
export class InMemoryProductionsRepository extends ProductionsRepository implements ProductionsTransaction {
  /** Stands for the open transaction; the services that join it are test doubles here. */
  readonly manager = { transaction: 'in-memory' } as unknown as EntityManager;
  readonly productions = new Map<number, AiProduction>();
  readonly jobs = new Map<string, AiJob>();
  readonly proposals: PostProposal[] = [];
  readonly viewStatuses = new Map<number, ProductionViewStatus>();
  private nextId = 1;

  async listWithPosts(): Promise<ProductionRead[]> {
    return [...this.productions.values()].sort((a, b) => b.id - a.id).map((production) => this.read(production));
  }

  async listPage(page: PageRequest): Promise<[ProductionListRow[], number]> {
    const all = await this.listWithPosts();
    return [all.slice(page.skip, page.skip + page.pageSize), all.length];
  }

  async listSummaries({ status, postId }: ProductionFilter, page: PageRequest): Promise<[ProductionSummaryRow[], number]> {
    const matching = (await this.listWithPosts()).filter((production) => (!status || production.viewStatus === status) && (!postId || production.postId === postId));
    return [matching.slice(page.skip, page.skip + page.pageSize), matching.length];
  }

  async countByStatus(): Promise<ProductionCounts> {
    const counts = new Map<ProductionViewStatus, number>();
    for (const { viewStatus } of await this.listWithPosts()) counts.set(viewStatus, (counts.get(viewStatus) ?? 0) + 1);
    return countsOf([...counts].map(([status, count]) => ({ status, count })));
  }

  async findWithPost(id: number): Promise<ProductionRead | null> {
    const production = this.productions.get(id);
    return production ? this.read(production) : null;
  }

  async findForView(id: number): Promise<ProductionRead | null> {
    return this.findWithPost(id);
  }

  async findJob(id: string): Promise<AiJob | null> {
    return this.jobs.get(id) ?? null;
  }

  async failOpenJob(id: string, stage: string, error: string): Promise<void> {
    const job = this.jobs.get(id);
    if (job && (job.state === 'queued' || job.state === 'running')) Object.assign(job, { state: 'failed', stage, error, finishedAt: new Date() });
  }

  async delete(id: number): Promise<void> {
    this.productions.delete(id);
  }

  async transaction<T>(work: (tx: ProductionsTransaction) => Promise<T>): Promise<T> {
    const saved = [...this.productions].map(([id, production]) => [id, { ...production }] as const);
    try {
      return await work(this);
    } catch (error) {
      this.productions.clear();
      for (const [id, production] of saved) this.productions.set(id, Object.assign(new AiProduction(), production));
      throw error;
    }
  }

  join(): ProductionsTransaction {
    return this;
  }

  lockProduction(id: number): Promise<AiProduction | null> {
    return this.findProduction(id);
  }

  async findProduction(id: number): Promise<AiProduction | null> {
    const production = this.productions.get(id);
    return production ? Object.assign(new AiProduction(), production) : null;
  }

  async countOfPost(postId: number, statuses: ProductionStatus[]): Promise<number> {
    return [...this.productions.values()].filter((production) => production.postId === postId && statuses.includes(production.status)).length;
  }

  async latestPendingText(productionId: number): Promise<PostProposal | null> {
    const texts = this.proposals.filter((proposal) => proposal.productionId === productionId && proposal.state === 'pending' && proposal.kind !== 'image');
    return texts.sort((a, b) => b.id - a.id)[0] ?? null;
  }

  async create(fields: NewProduction): Promise<AiProduction> {
    return Object.assign(new AiProduction(), this.given(fields));
  }

  async save(production: AiProduction): Promise<AiProduction> {
    this.productions.set(production.id, Object.assign(new AiProduction(), production, { updatedAt: new Date() }));
    return Object.assign(new AiProduction(), this.productions.get(production.id));
  }

  async update(match: ProductionMatch, changes: Partial<Pick<AiProduction, 'status' | 'error' | 'currentJobId'>>): Promise<void> {
    for (const production of this.productions.values()) {
      const matches = 'id' in match ? production.id === match.id : production.currentJobId === match.currentJobId;
      if (matches && (match.status === undefined || production.status === match.status)) Object.assign(production, changes);
    }
  }

  private read(production: AiProduction): ProductionRead {
    return Object.assign(new AiProduction(), production, { viewStatus: this.viewStatuses.get(production.id) ?? production.status });
  }

  /** Stores a new production: the fields given, defaults for the rest. */
  given(fields: Partial<AiProduction> & Pick<AiProduction, 'postId' | 'status'>): AiProduction {
    const now = new Date();
    const defaults = { id: this.nextId++, title: 'A post', finalContent: null, featuredImage: null, feedback: [], provider: null, model: null, error: null, currentJobId: null, createdAt: now, updatedAt: now };
    const production = Object.assign(new AiProduction(), defaults, fields);
    this.productions.set(production.id, production);
    return production;
  }
}
