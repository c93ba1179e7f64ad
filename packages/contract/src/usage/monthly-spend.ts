/** The calendar month (UTC) that holds `at`: [start, end) (BudgetRepository.monthlySpendUsd's window). */
export function monthRange(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}

/** Dollars as people read them: $12.34 (small amounts keep four decimals: $0.0042). */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(amount > 0 && amount < 0.01 ? 4 : 2)}`;
}

/**
 * The month's spend has reached the budget (unset: no limit): the message the gateway's 402 and a job
 * stopped mid-way both give.
 */
export function budgetReachedMessage(budgetUsd: number | null | undefined, spentUsd: number): string | null {
  if (budgetUsd === null || budgetUsd === undefined || spentUsd < budgetUsd) return null;
  return `The monthly AI budget of ${formatUsd(budgetUsd)} (AI_MONTHLY_BUDGET_USD) has been reached: ${formatUsd(spentUsd)} spent this month. Raise the budget or wait for next month.`;
}
