import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { AiJobName, QueueName } from '../jobs/job.enums';
import { ProviderUsageColumns } from './provider-usage.columns';

/** `cancelled`: stopped by the admin (at once when queued, at the next stage boundary when running). */
export const JOB_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** States in which a job may still write: at most one such job of a kind per target. */
export const ACTIVE_JOB_STATES: readonly JobState[] = ['queued', 'running'];
export const ACTIVE_JOB_TARGET_INDEX = 'UQ_ai_jobs_active_target';

/**
 * One AI job. The row is the source of truth the admin UI polls; the BullMQ job (same id) is only
 * the delivery mechanism, so history survives Redis trimming or loss. Its provider, model, tokens and cost
 * (ProviderUsageColumns) are the sums of its stages'.
 */
@Entity('ai_jobs')
@Index('IDX_ai_jobs_state_created', ['state', 'createdAt'])
// Two clicks must not make two image jobs for one post: the database refuses a second open job of a
// kind for the same target, however the two requests interleave (see JobsService.start).
@Index(ACTIVE_JOB_TARGET_INDEX, ['kind', 'target'], { unique: true, where: `"target" IS NOT NULL AND "state" IN ('queued', 'running')` })
export class AiJob extends ProviderUsageColumns {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** The work (rows are written only by JobsService.start, from an AI job name; system jobs have no row). */
  @Column({ type: 'varchar', length: 64 })
  kind!: AiJobName;

  @Column({ type: 'varchar', length: 32 })
  queue!: QueueName;

  /** What the job works on, e.g. 'post:12' or 'production:3' (jobTarget); null for work on nothing in particular (ideas). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  target!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  state!: JobState;

  @Column({ type: 'integer', default: 0 })
  progress!: number;

  @Column({ type: 'varchar', length: 120, default: 'Queued' })
  stage!: string;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  payload!: Record<string, unknown>;

  @Column({ type: 'jsonb', nullable: true })
  result!: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** Set by POST /api/ai/jobs/:id/cancel on a running job: the worker stops at the next stage boundary. */
  @Column({ name: 'cancel_requested_at', type: 'timestamptz', nullable: true })
  cancelRequestedAt!: Date | null;

  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt!: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
