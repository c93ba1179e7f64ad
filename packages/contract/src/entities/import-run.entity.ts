import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where an import's file came from (the reader that understood it). */
export const IMPORT_SOURCES = ['wordpress', 'ghost', 'markdown'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * `analysing`: the upload is being read; `ready`: analysed, its dry-run report waits for a confirm; `refused`: the file was not importable (the
 * report says why) and nothing was staged; `started`: its job runs (the ai_jobs row holds the progress);
 * `completed` / `failed` / `cancelled`: the job stopped (posts applied before a stop stay: each post is atomic).
 */
export const IMPORT_STATES = ['analysing', 'ready', 'refused', 'started', 'completed', 'failed', 'cancelled'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** One uploaded file and what its analysis found (issue 32): the staged items and media hang off it. */
@Entity('import_runs')
@Index('IDX_import_runs_created', ['createdAt'])
export class ImportRun {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  source!: ImportSource;

  @Column({ name: 'file_name', type: 'varchar', length: 300 })
  fileName!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: ImportState;

  /** The dry-run report (ImportReport), refreshed with the outcome once the job ran. */
  @Column({ type: 'jsonb' })
  report!: Record<string, unknown>;

  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
