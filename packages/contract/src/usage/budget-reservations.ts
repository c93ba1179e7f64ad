import { budgetReachedMessage, formatUsd } from './monthly-spend';

/** What one stage is about to spend, held until its real cost is recorded. */
export interface StageReservation {
  jobId: string;
  stage: string;
  amountUsd: number;
  /** When a reservation a crashed worker never released stops counting. */
  expiresAt: Date;
}

export interface ReservationOutcome {
  admitted: boolean;
  /** The month's recorded spend when the reservation was judged. */
  spentUsd: number;
  /** What other running stages held then. */
  reservedUsd: number;
}

/** Why a stage was refused: the budget is spent, or what is spent and held by running stages reaches it. */
export function budgetRefusalMessage(budgetUsd: number, outcome: Pick<ReservationOutcome, 'spentUsd' | 'reservedUsd'>): string {
  const reached = budgetReachedMessage(budgetUsd, outcome.spentUsd);
  if (reached) return reached;
  return `The monthly AI budget of ${formatUsd(budgetUsd)} (AI_MONTHLY_BUDGET_USD) is taken: ${formatUsd(outcome.spentUsd)} spent this month and ${formatUsd(outcome.reservedUsd)} held by AI stages running now. Retry when they have finished, raise the budget or wait for next month.`;
}
