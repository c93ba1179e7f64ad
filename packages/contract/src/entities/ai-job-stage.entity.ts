import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AiJob } from './ai-job.entity';
import { ProviderUsageColumns } from './provider-usage.columns';

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
export class AiJobStage extends ProviderUsageColumns {
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

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** The stage's validated answer: what later stages and a resumed attempt read instead of calling again. */
  @Column({ type: 'jsonb', nullable: true })
  output!: unknown;
}
