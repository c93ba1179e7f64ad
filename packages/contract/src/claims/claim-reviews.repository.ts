import { createHash } from 'node:crypto';
import { EntityManager, In } from 'typeorm';
import { ClaimReview } from '../entities/claim-review.entity';

/** The key of a sentence in the review cache: its words, whitespace folded, hashed. */
export function claimSentenceHash(sentence: string): string {
  return createHash('sha256').update(sentence.replace(/\s+/g, ' ').trim()).digest('hex');
}

export type NewClaimReview = Pick<ClaimReview, 'sentence' | 'brandKitVersion' | 'verdict' | 'reason' | 'provider' | 'model' | 'jobId'>;

/** The models' second opinions on claims, by sentence and brand-kit version (both services read and write here). */
export class ClaimReviewsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The reviews of these sentences against this kit version, by sentence hash. */
  async findForSentences(sentences: readonly string[], brandKitVersion: number): Promise<Map<string, ClaimReview>> {
    if (!sentences.length) return new Map();
    const hashes = [...new Set(sentences.map(claimSentenceHash))];
    const rows = await this.manager.find(ClaimReview, { where: { sentenceHash: In(hashes), brandKitVersion } });
    return new Map(rows.map((row) => [row.sentenceHash, row]));
  }

  /** Stores reviews; a sentence already reviewed for the kit version keeps its first review. */
  async saveAll(reviews: readonly NewClaimReview[]): Promise<void> {
    if (!reviews.length) return;
    await this.manager
      .createQueryBuilder()
      .insert()
      .into(ClaimReview)
      .values(reviews.map((review) => ({ ...review, sentenceHash: claimSentenceHash(review.sentence) })))
      .orIgnore()
      .execute();
  }
}
