import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ImportRun } from './import-run.entity';

export const IMPORT_ITEM_STATES = ['pending', 'imported', 'skipped', 'failed'] as const;
export type ImportItemState = (typeof IMPORT_ITEM_STATES)[number];

/** A revision of an imported post (only this product's own export carries them). */
export interface ImportedRevision {
  reason: string;
  createdAt: string;
  snapshot: Record<string, unknown>;
}

/** A post as the analysis made it: clean markdown, a mapped category, its resolved slug and its old addresses. */
export interface ImportedPostData {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  metaDescription: string;
  featuredImage: string | null;
  featuredImageAlt: string;
  estimatedReadTime: number;
  keywords: string[];
  published: boolean;
  status: string;
  createdAt: string;
  updatedAt: string | null;
  publishedAt: string | null;
  /** Old public paths that answer 301 to the new slug (`/2019/05/my-post/`, `/?p=123`, `/my-post/`). */
  legacyPaths: string[];
  /** Staged images (import_media) the post refers to. */
  mediaHashes: string[];
  revisions: ImportedRevision[];
}

/** One post of an analysed import: created by the import job, or skipped for the reason the report gives. */
@Entity('import_items')
@Index('IDX_import_items_run_position', ['runId', 'position'])
export class ImportItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'run_id', type: 'uuid' })
  runId!: string;

  @ManyToOne(() => ImportRun, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'run_id' })
  run?: ImportRun;

  @Column({ type: 'integer' })
  position!: number;

  /** The source's own identity of the item (WordPress guid, Ghost id, a file path + slug): a re-import finds it. */
  @Column({ name: 'import_key', type: 'varchar', length: 500 })
  importKey!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: ImportItemState;

  @Column({ type: 'jsonb' })
  data!: ImportedPostData;

  @Column({ name: 'post_id', type: 'integer', nullable: true })
  postId!: number | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;
}
