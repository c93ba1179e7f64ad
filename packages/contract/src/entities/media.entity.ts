import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Generated image bytes, addressed by their SHA-256 so a URL never changes meaning (immutable caching). */
@Entity('media')
export class Media {
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
