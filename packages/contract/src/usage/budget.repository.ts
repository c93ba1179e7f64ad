import { EntityManager } from 'typeorm';
import { AiBudgetReservation } from '../entities/ai-budget-reservation.entity';
import { AiJobStage } from '../entities/ai-job-stage.entity';
import type { ReservationOutcome, StageReservation } from './budget-reservations';
import { monthRange } from './monthly-spend';

/**
 * Keys of the transaction-scoped advisory lock that serialises every budget reservation (all workers):
 * the check "spend + held < budget" and the reservation it admits are one step.
 */
const RESERVATION_LOCK = [0x62756467, 1] as const;

/** The AI budget's figures: what the month's stages cost, and what running stages hold against it (both services). */
export class BudgetRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * What AI work cost in the month that holds `at` (USD): the stages that finished in it, completed or not
   * (a failed call that reported usage was still billed). The budget and the usage report both read this.
   */
  async monthlySpendUsd(at = new Date()): Promise<number> {
    const { start, end } = monthRange(at);
    const row = await this.manager
      .createQueryBuilder(AiJobStage, 'stage')
      .select('COALESCE(SUM(stage.costUsd), 0)', 'total')
      .where('stage.finishedAt >= :start AND stage.finishedAt < :end', { start, end })
      .getRawOne<{ total: string }>();
    return Number(row?.total ?? 0);
  }

  /**
   * What stages running now hold against the budget (USD): unexpired reservations of jobs still running.
   * A crashed worker's row stops counting when it expires, or as soon as its job is failed or handed on;
   * `exceptJobId` leaves out one job's own rows (the stage about to replace them).
   */
  async reservedBudgetUsd(exceptJobId?: string): Promise<number> {
    const [row] = (await this.manager.query(
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
  reserveStageBudget(reservation: StageReservation, budgetUsd: number): Promise<ReservationOutcome> {
    return this.manager.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [...RESERVATION_LOCK]);
      await tx.query('DELETE FROM ai_budget_reservations WHERE expires_at <= now()');
      const locked = new BudgetRepository(tx);
      const spentUsd = await locked.monthlySpendUsd();
      const reservedUsd = await locked.reservedBudgetUsd(reservation.jobId);
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
  async releaseStageBudget(jobId: string, stage: string): Promise<void> {
    await this.manager.delete(AiBudgetReservation, { jobId, stage });
  }

  /**
   * The largest cost one stage of this name and provider had over the last 30 days (USD; 0 without
   * history): with a worst-case call price, what a reservation holds.
   */
  async recentStageCostUsd(stage: string, provider: string): Promise<number> {
    const [row] = (await this.manager.query(
      `SELECT COALESCE(MAX(cost_usd), 0) AS cost FROM ai_job_stages
        WHERE name = $1 AND provider = $2 AND state = 'completed' AND finished_at > now() - interval '30 days'`,
      [stage, provider],
    )) as Array<{ cost: string }>;
    return Number(row?.cost ?? 0);
  }
}
