import { Inject, Injectable } from '@nestjs/common';
import { budgetRefusalMessage, StageName } from '@app/contract';
import { WORKER_CONFIG, WorkerConfig } from '../config/worker-config';
import { AiProviderName } from '../providers/ai-provider';
import { DEFAULT_ANTHROPIC_MODEL } from '../providers/anthropic.provider';
import { DEFAULT_OPENAI_MODEL } from '../providers/openai.provider';
import { costUsd, priceOf } from '../providers/pricing';
import { StageBudgetRepository } from './stage-budget.repository';

/** A generous prompt (brand kit, brief, outline and a draft to edit): what a stage's input is assumed to be. */
export const ESTIMATED_INPUT_TOKENS = 8000;
/** A reservation a crashed worker never released stops counting this long after the call's time is up. */
const RESERVATION_GRACE_MS = 60_000;

const DEFAULT_MODEL: Record<AiProviderName, string | null> = { offline: null, openai: DEFAULT_OPENAI_MODEL, anthropic: DEFAULT_ANTHROPIC_MODEL };

/**
 * AI_MONTHLY_BUDGET_USD held per stage (issue 25, item 2): before a stage's provider call, its estimated
 * cost is reserved against the budget (@app/contract's reserveStageBudget, one lock for every worker),
 * and released once its real cost is recorded or it failed. The estimate is the larger of a worst-case
 * call (ESTIMATED_INPUT_TOKENS in, AI_MAX_OUTPUT_TOKENS out, at the configured model's price) and the
 * dearest such stage of the last 30 days.
 */
@Injectable()
export class StageBudgetService {
  constructor(
    private readonly repository: StageBudgetRepository,
    @Inject(WORKER_CONFIG) private readonly config: Pick<WorkerConfig, 'ai'>,
  ) {}

  /** Null when no budget is set. */
  get budgetUsd(): number | null {
    return this.config.ai.monthlyBudgetUsd;
  }

  /** Reserves the stage's estimate; answers why not (the budget is taken), or null once reserved. */
  async reserve(jobId: string, stage: StageName, provider: AiProviderName): Promise<string | null> {
    const budget = this.budgetUsd;
    if (budget === null) return null;
    const amountUsd = await this.estimateUsd(stage, provider);
    const { timeoutMs, sdkMaxRetries } = this.config.ai;
    const expiresAt = new Date(Date.now() + timeoutMs * (sdkMaxRetries + 1) + RESERVATION_GRACE_MS);
    const outcome = await this.repository.reserve({ jobId, stage, amountUsd, expiresAt }, budget);
    return outcome.admitted ? null : budgetRefusalMessage(budget, outcome);
  }

  async release(jobId: string, stage: StageName): Promise<void> {
    if (this.budgetUsd === null) return;
    await this.repository.release(jobId, stage);
  }

  async estimateUsd(stage: StageName, provider: AiProviderName): Promise<number> {
    const model = this.config.ai.model || DEFAULT_MODEL[provider];
    const worstCall = costUsd(priceOf(this.config.ai.prices, provider, model), { inputTokens: ESTIMATED_INPUT_TOKENS, outputTokens: this.config.ai.maxOutputTokens });
    return Math.max(worstCall, await this.repository.recentStageCostUsd(stage, provider));
  }
}
