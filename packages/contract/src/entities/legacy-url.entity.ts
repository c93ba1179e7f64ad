import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An address an imported post had on the old blog (a WordPress permalink, `/?p=123`, a Ghost `/slug/`),
 * normalised by `legacyPathKey`. A public miss on it answers 301 to the post's current `/blog/<slug>` while
 * the post is published. No foreign key: a deleted post's old addresses redirect nowhere.
 */
@Entity('legacy_urls')
export class LegacyUrl {
  @PrimaryColumn({ type: 'varchar', length: 500 })
  path!: string;

  @Index('IDX_legacy_urls_post')
  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
