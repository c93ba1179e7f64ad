import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { BlogPost } from './blog-post.entity';

export const PRODUCTION_STATUSES = [
  'queued',
  'writing',
  'ready_for_review',
  'revising',
  'approved',
  'failed',
] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/**
 * The statuses the studio shows (issue 27): the stored ones, except that a production whose work is done
 * follows its post: 'published' or 'scheduled' once the post is live or waits for its time, 'superseded'
 * when a newer production (or a newer proposal from elsewhere) replaced it or its post was deleted.
 */
export const PRODUCTION_VIEW_STATUSES = [...PRODUCTION_STATUSES, 'published', 'scheduled', 'superseded'] as const;
export type ProductionViewStatus = (typeof PRODUCTION_VIEW_STATUSES)[number];

export interface ProductionFeedback {
  feedback: string;
  requestedAt: string;
  /** The `##` section the change was asked for; absent or null for the whole article. */
  section?: string | null;
}

/** An AI-written article for one post, from writing through review to approval. */
@Entity('ai_productions')
@Index('IDX_ai_productions_created', ['createdAt'])
@Index('IDX_ai_productions_post', ['postId'])
export class AiProduction {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  // No foreign key (issue 27): a deleted post's productions stay (shown as superseded), and undoing the
  // delete (the post comes back under its id) brings them back with it.
  @ManyToOne(() => BlogPost, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'post_id' })
  post?: BlogPost;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ type: 'varchar', length: 32, default: 'queued' })
  status!: ProductionStatus;

  /** The AI's latest full article for this production (applied or proposed); the post holds what is live. */
  @Column({ name: 'final_content', type: 'text', nullable: true })
  finalContent!: string | null;

  @Column({ name: 'featured_image', type: 'text', nullable: true })
  featuredImage!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  feedback!: ProductionFeedback[];

  @Column({ type: 'varchar', length: 32, nullable: true })
  provider!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  model!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  /** The job currently working on this production, so the UI can show its progress. */
  @Column({ name: 'current_job_id', type: 'uuid', nullable: true })
  currentJobId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
