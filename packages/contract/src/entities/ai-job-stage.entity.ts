import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AiJob } from './ai-job.entity';
import { decimalNumber } from './decimal-number';

export const STAGE_STATES = ['pending', 'running', 'completed', 'failed', 'skipped', 'cancelled'] as const;
export type StageState = (typeof STAGE_STATES)[number];

/**
 * One stage of an AI job (one provider call): its timing, usage and cost, and its output as the
 * checkpoint a retry resumes from. A completed row is never run again for its job.
 */
@Entity('ai_job_stages')
@Index('UQ_ai_job_stages_job_name', ['jobId', 'name'], { unique: true })
// The usage report and the budget sum the month's stages by the time they finished.
@Index('IDX_ai_job_stages_finished', ['finishedAt'])
export class AiJobStage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId!: string;

  @ManyToOne(() => AiJob, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'job_id' })
  job?: AiJob;

  /** A StageName of the job's kind (JOB_STAGES). */
  @Column({ type: 'varchar', length: 32 })
  name!: string;

  /** Its place in JOB_STAGES[kind], from 0. */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state!: StageState;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  provider!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  model!: string | null;

  @Column({ name: 'input_tokens', type: 'integer', default: 0 })
  inputTokens!: number;

  @Column({ name: 'output_tokens', type: 'integer', default: 0 })
  outputTokens!: number;

  /** Of input_tokens: read from the provider's prompt cache (billed at its cache-read price). */
  @Column({ name: 'cache_read_tokens', type: 'integer', default: 0 })
  cacheReadTokens!: number;

  /** Of input_tokens: written to the provider's prompt cache (Anthropic bills them at its cache-write price). */
  @Column({ name: 'cache_write_tokens', type: 'integer', default: 0 })
  cacheWriteTokens!: number;

  @Column({ name: 'cost_usd', type: 'numeric', precision: 14, scale: 6, default: 0, transformer: decimalNumber })
  costUsd!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** The stage's validated answer: what later stages and a resumed attempt read instead of calling again. */
  @Column({ type: 'jsonb', nullable: true })
  output!: unknown;
}
