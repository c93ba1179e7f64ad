import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AiProduction } from './ai-production.entity';
import { BlogPost } from './blog-post.entity';

/** 'sentence' (issue 27): one sentence rewritten in place ('Rewrite this sentence'), a byte-exact splice. */
export const PROPOSAL_KINDS = ['article', 'revision', 'image', 'sentence'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const PROPOSAL_STATES = ['pending', 'accepted', 'rejected', 'superseded'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** The post fields an AI job can propose (and the ones a proposal keeps as its base). */
export interface ProposalFields {
  content?: string;
  excerpt?: string;
  metaDescription?: string;
  keywords?: string[];
  estimatedReadTime?: number;
  featuredImage?: string | null;
  /** The featured image's alt text (issue 16); proposed with the image it describes. */
  featuredImageAlt?: string;
}

/**
 * What a 'sentence' proposal replaces: the sentence's markdown as the article held it, and the AI's text for
 * it ('' drops the sentence). An accept splices it into the post as it is then, so it never undoes an edit.
 */
export interface SentenceSplice {
  original: string;
  replacement: string;
}

/**
 * One AI result for a post, stored against the version of the post its job started from. It waits
 * (pending) for the admin to accept it (whole or section by section) or reject it; only the first AI draft
 * into an unwritten draft applies itself. A newer proposal of the same group supersedes it.
 */
@Entity('ai_proposals')
@Index('IDX_ai_proposals_post_state', ['postId', 'state'])
@Index('IDX_ai_proposals_production_state', ['productionId', 'state'])
export class PostProposal {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'post_id', type: 'integer' })
  postId!: number;

  // No foreign key (issue 27): a deleted post keeps its proposals, so undoing the delete brings them back.
  @ManyToOne(() => BlogPost, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'post_id' })
  post?: BlogPost;

  @Column({ name: 'production_id', type: 'integer', nullable: true })
  productionId!: number | null;

  @ManyToOne(() => AiProduction, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'production_id' })
  production?: AiProduction;

  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId!: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind!: ProposalKind;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state!: ProposalState;

  /** The post's updatedAt when the job was started (captured by the gateway with the job). */
  @Column({ name: 'base_updated_at', type: 'timestamptz' })
  baseUpdatedAt!: Date;

  /** The post's fields the job started from. */
  @Column({ type: 'jsonb' })
  base!: ProposalFields;

  /** Only the fields the AI produced. */
  @Column({ type: 'jsonb' })
  changes!: ProposalFields;

  /** Heading of the `##` section a revision rewrote; null for the whole article. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  section!: string | null;

  @Column({ type: 'text', nullable: true })
  feedback!: string | null;

  /** A 'sentence' proposal's splice; null for the other kinds. */
  @Column({ type: 'jsonb', nullable: true })
  sentence!: SentenceSplice | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;
}
