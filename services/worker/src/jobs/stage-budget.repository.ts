import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ReservationOutcome, StageReservation, BudgetRepository } from '@app/contract';
import { DataSource } from 'typeorm';

/**
 * Every query of StageBudgetService: the budget's reservations, written under @app/contract's one lock
 * (the gateway's budget checks read the same rows).
 */
@Injectable()
export class StageBudgetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  reserve(reservation: StageReservation, budgetUsd: number): Promise<ReservationOutcome> {
    return new BudgetRepository(this.dataSource.manager).reserveStageBudget(reservation, budgetUsd);
  }

  release(jobId: string, stage: string): Promise<void> {
    return new BudgetRepository(this.dataSource.manager).releaseStageBudget(jobId, stage);
  }

  /** The largest cost one stage of this name and provider had over the last 30 days. */
  recentStageCostUsd(stage: string, provider: string): Promise<number> {
    return new BudgetRepository(this.dataSource.manager).recentStageCostUsd(stage, provider);
  }
}
