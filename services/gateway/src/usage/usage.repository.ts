import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJobStage, BudgetRepository } from '@app/contract';
import { DataSource, SelectQueryBuilder } from 'typeorm';

export type UsageGroup = 'day' | 'provider' | 'model' | 'kind' | 'stage';

/** The SQL of each grouping: what it selects (and groups by). */
const GROUPS: Record<UsageGroup, Record<string, string>> = {
  day: { day: `to_char(stage.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` },
  provider: { provider: `COALESCE(stage.provider, 'unknown')` },
  model: { provider: `COALESCE(stage.provider, 'unknown')`, model: `COALESCE(stage.model, 'unknown')` },
  kind: { kind: 'job.kind' },
  stage: { stage: 'stage.name' },
};

/** The usage reads of ai_job_stages (spend as the budget counts it) and of the running stages' reservations. */
@Injectable()
export class UsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Cost, tokens and calls of the stages that finished in [start, end), one row in all or one per value of
   * the grouping (its columns named as in GROUPS), as Postgres returns them (strings).
   */
  spend(start: Date, end: Date, group?: UsageGroup): Promise<Array<Record<string, string>>> {
    const columns = group ? GROUPS[group] : {};
    let query = this.dataSource
      .getRepository(AiJobStage)
      .createQueryBuilder('stage')
      .innerJoin('stage.job', 'job')
      .select('COALESCE(SUM(stage.cost_usd), 0)', 'costUsd')
      .addSelect('COALESCE(SUM(stage.input_tokens), 0)', 'inputTokens')
      .addSelect('COALESCE(SUM(stage.output_tokens), 0)', 'outputTokens')
      .addSelect('COUNT(*)', 'calls')
      .where('stage.finished_at >= :start AND stage.finished_at < :end', { start, end });
    query = cachedTokenColumns(query);
    for (const [alias, sql] of Object.entries(columns)) query = query.addSelect(sql, alias).addGroupBy(sql);
    for (const sql of Object.values(columns)) query = query.addOrderBy(sql, 'ASC');
    return query.getRawMany<Record<string, string>>();
  }

  /** What running stages hold against the budget now. */
  reservedUsd(): Promise<number> {
    return new BudgetRepository(this.dataSource.manager).reservedBudgetUsd();
  }
}

/** The prompt cache's share of the input tokens (issue 30): summed beside them in every grouping. */
function cachedTokenColumns(query: SelectQueryBuilder<AiJobStage>): SelectQueryBuilder<AiJobStage> {
  return query.addSelect('COALESCE(SUM(stage.cache_read_tokens), 0)', 'cacheReadTokens').addSelect('COALESCE(SUM(stage.cache_write_tokens), 0)', 'cacheWriteTokens');
}
