import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Media } from './media.entity';

/**
 * Another encoding of a stored image (today: 'webp'), made once on first request and shared by every
 * gateway replica. Content-addressed like its original, so a row is never updated, only inserted.
 */
@Entity('media_variants')
export class MediaVariant {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  hash!: string;

  @ManyToOne(() => Media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'hash' })
  media?: Media;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  variant!: string;

  @Column({ name: 'content_type', type: 'varchar', length: 64 })
  contentType!: string;

  /** Null when the encoding came out no smaller than the original: the original is served instead. */
  @Column({ type: 'bytea', nullable: true })
  bytes!: Buffer | null;

  /** Size of the encoding, also when it was discarded for being no smaller. */
  @Column({ name: 'byte_size', type: 'integer' })
  byteSize!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
