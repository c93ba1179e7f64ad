import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One short token per part of the studio's data; it differs whenever that part changed. */
export interface StudioChangeTokens {
  posts: string;
  productions: string;
  proposals: string;
  jobs: string;
}

const EPOCH_US = (column: string) => `coalesce(floor(extract(epoch from max(${column})) * 1000000)::bigint, 0)`;

/**
 * Where the studio's change tokens come from: one round trip, aggregates only. A write moves a max time (or
 * id), a delete moves a count: posts (count, last updatedAt), productions (count, last updatedAt),
 * proposals (count, last id, last decision), AI jobs (count, last created, started and finished).
 */
@Injectable()
export class StudioChangesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async tokens(): Promise<StudioChangeTokens> {
    const [row]: StudioChangeTokens[] = await this.dataSource.query(`
      SELECT
        (SELECT count(*) || '.' || ${EPOCH_US('updated_at')} FROM blog_posts) AS posts,
        (SELECT count(*) || '.' || ${EPOCH_US('updated_at')} FROM ai_productions) AS productions,
        (SELECT count(*) || '.' || coalesce(max(id), 0) || '.' || ${EPOCH_US('decided_at')} FROM ai_proposals) AS proposals,
        (SELECT count(*) || '.' || ${EPOCH_US('created_at')} || '.' || ${EPOCH_US('started_at')} || '.' || ${EPOCH_US('finished_at')} FROM ai_jobs) AS jobs`);
    return row;
  }
}
