import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which post an imported source item became, so running the same import again skips it instead of
 * duplicating it. No foreign key, like revisions: a deleted post's key no longer counts (it imports anew).
 */
@Entity('imported_posts')
export class ImportedPost {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  source!: string;

  @PrimaryColumn({ name: 'import_key', type: 'varchar', length: 500 })
  importKey!: string;

  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
