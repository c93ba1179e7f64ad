import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Where a stored image came from. */
export const MEDIA_SOURCES = ['cover', 'upload'] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

/**
 * Image bytes, addressed by their SHA-256 so a URL never changes meaning (immutable caching): the
 * designed covers and the admin's uploads alike, served by every gateway from /media/<hash>.<ext>.
 */
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

  /** 'cover': a title card the cover designer drew; 'upload': an image the admin uploaded. */
  @Column({ type: 'varchar', length: 16, default: 'cover' })
  source!: MediaSource;

  /** The title a designed cover shows (so a renamed post's stale cover is recognised); null for uploads. */
  @Column({ name: 'cover_title', type: 'varchar', length: 300, nullable: true })
  coverTitle!: string | null;

  /** The alt text given with an upload ('' for covers: their post holds it). */
  @Column({ type: 'varchar', length: 300, default: '' })
  alt!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
