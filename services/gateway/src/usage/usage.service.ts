import { Inject, Injectable } from '@nestjs/common';
import { monthRange } from '@app/contract';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsageDto, UsageTotalsDto } from './dto/usage.dto';
import { UsageGroup, UsageRepository } from './usage.repository';

/**
 * AI spend of one month from ai_job_stages (the stages that finished in it, as the budget counts them):
 * totals, and by day, provider, model, job kind and stage; for the current month also what running
 * stages hold against the budget (reservedUsd).
 */
@Injectable()
export class UsageService {
  constructor(
    private readonly repository: UsageRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'aiMonthlyBudgetUsd'>,
  ) {}

  async monthUsage(month: string): Promise<UsageDto> {
    const [year, monthNumber] = month.split('-').map(Number);
    const { start, end } = monthRange(new Date(Date.UTC(year, monthNumber - 1, 1)));
    const totals = async (group?: UsageGroup) => {
      const rows = await this.repository.spend(start, end, group);
      return rows.map((row) => ({ ...row, ...numbers(row) }));
    };
    const isCurrentMonth = month === new Date().toISOString().slice(0, 7);
    const [reservedUsd, all, byDay, byProvider, byModel, byKind, byStage] = await Promise.all([
      isCurrentMonth ? this.repository.reservedUsd() : 0,
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

function cachedTokens(row: Record<string, unknown>): Pick<UsageTotalsDto, 'cacheReadTokens' | 'cacheWriteTokens'> {
  return { cacheReadTokens: Number(row.cacheReadTokens ?? 0), cacheWriteTokens: Number(row.cacheWriteTokens ?? 0) };
}
