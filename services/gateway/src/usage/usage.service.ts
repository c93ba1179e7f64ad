import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AiJobStage, monthRange, reservedBudgetUsd } from '@app/contract';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsageDto, UsageTotalsDto } from './dto/usage.dto';

type Group = 'day' | 'provider' | 'model' | 'kind' | 'stage';

/** The SQL of each grouping: what it selects (and groups by). */
const GROUPS: Record<Group, Record<string, string>> = {
  day: { day: `to_char(stage.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')` },
  provider: { provider: `COALESCE(stage.provider, 'unknown')` },
  model: { provider: `COALESCE(stage.provider, 'unknown')`, model: `COALESCE(stage.model, 'unknown')` },
  kind: { kind: 'job.kind' },
  stage: { stage: 'stage.name' },
};

/**
 * AI spend of one month from ai_job_stages (the stages that finished in it, as the budget counts them):
 * totals, and by day, provider, model, job kind and stage; for the current month also what running
 * stages hold against the budget (reservedUsd).
 */
@Injectable()
export class UsageService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'aiMonthlyBudgetUsd'>,
  ) {}

  async monthUsage(month: string): Promise<UsageDto> {
    const [year, monthNumber] = month.split('-').map(Number);
    const { start, end } = monthRange(new Date(Date.UTC(year, monthNumber - 1, 1)));
    const totals = async (group?: Group) => {
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
      const rows = await query.getRawMany<Record<string, string>>();
      return rows.map((row) => ({ ...row, ...numbers(row) }));
    };
    const isCurrentMonth = month === new Date().toISOString().slice(0, 7);
    const [reservedUsd, all, byDay, byProvider, byModel, byKind, byStage] = await Promise.all([
      isCurrentMonth ? reservedBudgetUsd(this.dataSource.manager) : 0,
      totals(),
      totals('day'),
      totals('provider'),
      totals('model'),
      totals('kind'),
      totals('stage'),
    ]);
    return {
      month,
      budgetUsd: this.config.aiMonthlyBudgetUsd,
      reservedUsd,
      ...numbers(all[0] ?? {}),
      byDay: byDay as never,
      byProvider: byProvider as never,
      byModel: byModel as never,
      byKind: byKind as never,
      byStage: byStage as never,
    };
  }
}

function numbers(row: Record<string, unknown>): UsageTotalsDto {
  return { costUsd: Number(row.costUsd ?? 0), inputTokens: Number(row.inputTokens ?? 0), outputTokens: Number(row.outputTokens ?? 0), calls: Number(row.calls ?? 0), ...cachedTokens(row) };
}

/** The prompt cache's share of the input tokens (issue 30): summed beside them in every grouping. */
function cachedTokenColumns(query: SelectQueryBuilder<AiJobStage>): SelectQueryBuilder<AiJobStage> {
  return query.addSelect('COALESCE(SUM(stage.cache_read_tokens), 0)', 'cacheReadTokens').addSelect('COALESCE(SUM(stage.cache_write_tokens), 0)', 'cacheWriteTokens');
}

function cachedTokens(row: Record<string, unknown>): Pick<UsageTotalsDto, 'cacheReadTokens' | 'cacheWriteTokens'> {
  return { cacheReadTokens: Number(row.cacheReadTokens ?? 0), cacheWriteTokens: Number(row.cacheWriteTokens ?? 0) };
}
