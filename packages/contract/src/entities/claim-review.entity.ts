import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What a model may say of a claim: the rules' three verdicts, or "none" (the sentence claims nothing about the agency). */
export const CLAIM_REVIEW_VERDICTS = ['supported', 'contradicted', 'unsupported', 'none'] as const;
export type ClaimReviewVerdict = (typeof CLAIM_REVIEW_VERDICTS)[number];

/**
 * A model's second opinion on one sentence's claims (issue 29), against one version of the brand kit:
 * the cache the checks read, so a sentence is reviewed once per kit version, whichever post holds it.
 */
@Entity('claim_reviews')
@Index('UQ_claim_reviews_sentence_kit', ['sentenceHash', 'brandKitVersion'], { unique: true })
export class ClaimReview {
  @PrimaryGeneratedColumn()
  id!: number;

  /** sha256 of the sentence as the checks found it (claimSentenceHash). */
  @Column({ name: 'sentence_hash', type: 'char', length: 64 })
  sentenceHash!: string;

  @Column({ name: 'brand_kit_version', type: 'integer' })
  brandKitVersion!: number;

  @Column({ type: 'text' })
  sentence!: string;

  @Column({ type: 'varchar', length: 16 })
  verdict!: ClaimReviewVerdict;

  /** The model's reason, in a sentence an admin can act on. */
  @Column({ type: 'text' })
  reason!: string;

  @Column({ type: 'varchar', length: 32 })
  provider!: string;

  @Column({ type: 'varchar', length: 120 })
  model!: string;

  /** The check-claims job that asked (its ai_jobs row carries the cost). */
  @Column({ name: 'job_id', type: 'uuid', nullable: true })
  jobId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
