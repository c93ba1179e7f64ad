import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AiJob } from './ai-job.entity';
import { decimalNumber } from './decimal-number';

/**
 * What a running stage may still cost, held against AI_MONTHLY_BUDGET_USD from just before its provider
 * call until its real cost is recorded (usage/budget.repository.ts). One per job and stage; a row left
 * by a crashed worker stops counting at `expiresAt`, or as soon as its job is no longer running.
 */
@Entity('ai_budget_reservations')
@Index('UQ_ai_budget_reservations_job_stage', ['jobId', 'stage'], { unique: true })
export class AiBudgetReservation {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => AiJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: AiJob;

  /** A StageName. */
  @Column({ type: 'varchar', length: 32 })
  stage!: string;

  /** The stage's estimated cost, USD. */
  @Column({ name: 'amount_usd', type: 'numeric', precision: 14, scale: 6, transformer: decimalNumber })
  amountUsd!: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
