import { AiProduction, BlogPost, PostRevisionsRepository } from '@app/contract';
import { EntityManager, In } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/** What a handler writes onto a production when the AI's text (or image) is in. */
export type ProductionResult = Pick<QueryDeepPartialEntity<AiProduction>, 'status' | 'finalContent' | 'provider' | 'model' | 'error' | 'featuredImage'>;

/**
 * The AI handlers' queries of productions and their posts, on the manager they are given: the data
 * source's for the reads before the provider calls, `run.complete`'s transaction for the writes that
 * commit with the job's result.
 */
export class ProductionsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The production; row-locked for the rest of the transaction when `lock`. */
  findProduction(id: number, lock = false): Promise<AiProduction | null> {
    return this.manager.findOne(AiProduction, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** The post; row-locked for the rest of the transaction when `lock` (@app/contract's post lock). */
  findPost(id: number, lock = false): Promise<BlogPost | null> {
    return lock ? new PostRevisionsRepository(this.manager).lockPost(id) : this.manager.findOneBy(BlogPost, { id });
  }

  /**
   * Marks the production writing with `provider`, unless it is past writing: a concurrent attempt (lapsed
   * lock) may have completed it already. A retried job (failed or cancelled before) writes again.
   */
  async startWriting(id: number, provider: string): Promise<void> {
    await this.manager.update(AiProduction, { id, status: In(['queued', 'writing', 'failed']) }, { status: 'writing', error: null, provider });
  }

  async update(id: number, changes: ProductionResult): Promise<void> {
    await this.manager.update(AiProduction, id, changes);
  }
}
