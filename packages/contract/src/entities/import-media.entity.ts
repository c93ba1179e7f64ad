import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ImportRun } from './import-run.entity';

/** An image found inside an upload, kept until its post is imported (then copied into `media`). */
@Entity('import_media')
export class ImportMedia {
  @PrimaryColumn({ name: 'run_id', type: 'uuid' })
  runId!: string;

  @ManyToOne(() => ImportRun, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'run_id' })
  run?: ImportRun;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash!: string;

  @Column({ name: 'content_type', type: 'varchar', length: 64 })
  contentType!: string;

  @Column({ type: 'varchar', length: 8 })
  extension!: string;

  @Column({ type: 'bytea' })
  bytes!: Buffer;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;
}
