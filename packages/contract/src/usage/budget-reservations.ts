import { EntityManager } from 'typeorm';
import { AiBudgetReservation } from '../entities/ai-budget-reservation.entity';
import { budgetReachedMessage, formatUsd, monthlySpendUsd } from './monthly-spend';

/**
 * Keys of the transaction-scoped advisory lock that serialises every budget reservation (all workers):
 * the check "spend + held < budget" and the reservation it admits are one step.
 */
const RESERVATION_LOCK = [0x62756467, 1] as const;

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

/**
 * What stages running now hold against the budget (USD): unexpired reservations of jobs still running.
 * A crashed worker's row stops counting when it expires, or as soon as its job is failed or handed on;
 * `exceptJobId` leaves out one job's own rows (the stage about to replace them).
 */
export async function reservedBudgetUsd(manager: EntityManager, exceptJobId?: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT COALESCE(SUM(r.amount_usd), 0) AS total
       FROM ai_budget_reservations r JOIN ai_jobs j ON j.id = r.job_id
      WHERE r.expires_at > now() AND j.state = 'running' AND ($1::uuid IS NULL OR r.job_id <> $1::uuid)`,
    [exceptJobId ?? null],
  )) as Array<{ total: string }>;
  return Number(row?.total ?? 0);
}

/**
 * Admits one stage against `budgetUsd`: under one advisory lock for every worker, when the month's spend
 * plus what other running stages hold is still under the budget, this stage's estimate is reserved
 * (replacing a row an earlier attempt of the same job and stage left). So stages running at once cannot
 * all pass the check: the budget is overshot by at most the last stage admitted (its estimate, if the
 * estimate holds), not by every stage in flight. Expired rows are deleted on the way.
 */
export function reserveStageBudget(manager: EntityManager, reservation: StageReservation, budgetUsd: number): Promise<ReservationOutcome> {
  return manager.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [...RESERVATION_LOCK]);
    await tx.query('DELETE FROM ai_budget_reservations WHERE expires_at <= now()');
    const spentUsd = await monthlySpendUsd(tx);
    const reservedUsd = await reservedBudgetUsd(tx, reservation.jobId);
    if (spentUsd + reservedUsd >= budgetUsd) return { admitted: false, spentUsd, reservedUsd };
    await tx.upsert(
      AiBudgetReservation,
      { jobId: reservation.jobId, stage: reservation.stage, amountUsd: Number(reservation.amountUsd.toFixed(6)), expiresAt: reservation.expiresAt },
      ['jobId', 'stage'],
    );
    return { admitted: true, spentUsd, reservedUsd };
  });
}

/** The stage ended (its real cost is recorded, or it failed): its reservation no longer counts. */
export async function releaseStageBudget(manager: EntityManager, jobId: string, stage: string): Promise<void> {
  await manager.delete(AiBudgetReservation, { jobId, stage });
}

/**
 * The largest cost one stage of this name and provider had over the last 30 days (USD; 0 without
 * history): with a worst-case call price, what a reservation holds.
 */
export async function recentStageCostUsd(manager: EntityManager, stage: string, provider: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT COALESCE(MAX(cost_usd), 0) AS cost FROM ai_job_stages
      WHERE name = $1 AND provider = $2 AND state = 'completed' AND finished_at > now() - interval '30 days'`,
    [stage, provider],
  )) as Array<{ cost: string }>;
  return Number(row?.cost ?? 0);
}

/** Why a stage was refused: the budget is spent, or what is spent and held by running stages reaches it. */
export function budgetRefusalMessage(budgetUsd: number, outcome: Pick<ReservationOutcome, 'spentUsd' | 'reservedUsd'>): string {
  const reached = budgetReachedMessage(budgetUsd, outcome.spentUsd);
  if (reached) return reached;
  return `The monthly AI budget of ${formatUsd(budgetUsd)} (AI_MONTHLY_BUDGET_USD) is taken: ${formatUsd(outcome.spentUsd)} spent this month and ${formatUsd(outcome.reservedUsd)} held by AI stages running now. Retry when they have finished, raise the budget or wait for next month.`;
}
