import { BrandKit, ClaimCheckJobPayload, ClaimReview, ClaimReviewsRepository, claimSentenceHash, JobName } from '@app/contract';
import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsService } from '../jobs/jobs.service';
import { CheckItem, ClaimReviewDetail, PostChecks, scoreOf, SecondOpinion } from './post-checks';

/** At most this many claims go to the model in one job; the rest wait for the next one. */
export const CLAIMS_PER_REVIEW = 40;

const BLOCKING = new Set(['unsupported', 'contradicted']);

/**
 * A claim item as the model's review leaves it. The rules decide blockers; the model can confirm one
 * (it stays a blocker), clear one (a warning that says so), or doubt a claim the rules passed (a warning).
 */
export function withReview(item: CheckItem, review: ClaimReview): CheckItem {
  const ruleBlocks = item.level === 'blocker';
  const modelBlocks = BLOCKING.has(review.verdict);
  const detail: ClaimReviewDetail = { verdict: review.verdict, agrees: ruleBlocks === modelBlocks, reason: review.reason, provider: review.provider, model: review.model };
  const who = `a second opinion (${review.model})`;
  const claim = { ...item.claim!, review: detail };
  if (ruleBlocks && !modelBlocks) return { ...item, level: 'warning', claim, message: `Cleared by ${who}: ${review.reason} The rules said: ${item.message}` };
  if (ruleBlocks) return { ...item, claim, message: `${item.message} Confirmed by ${who}: ${review.reason}` };
  if (modelBlocks) return { ...item, level: 'warning', claim, message: `Doubted by ${who}: ${review.reason} The rules said: ${item.message}` };
  return { ...item, claim, message: `${item.message} Confirmed by ${who}.` };
}

/**
 * Issue 29 item 3: with an AI provider configured, a model's second opinion on each claim, cached per
 * sentence and brand-kit version in claim_reviews. The checks answer at once with the reviews already
 * made; claims without one are sent to a check-claims job (the job seam, never inside the request), and
 * the next read shows its answers. Offline, the rules alone decide.
 */
@Injectable()
export class ClaimSecondOpinionService {
  private readonly logger = new Logger(ClaimSecondOpinionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'aiProvider'>,
    private readonly jobs: JobsService,
  ) {}

  /**
   * `askForMissing: false` (an unsaved draft, checked as the admin types): the reviews already made are
   * shown, and no job is started for sentences still being written; the save's check asks for them.
   */
  async review(checks: PostChecks, kit: BrandKit, postId: number, { askForMissing = true } = {}): Promise<PostChecks> {
    const claims = checks.items.filter((item) => item.claim);
    if (this.config.aiProvider === 'offline') {
      return { ...checks, secondOpinion: { state: 'off', message: 'No AI provider is configured: the rules alone decide.', reviewed: 0, waiting: 0 } };
    }
    const reviews = await new ClaimReviewsRepository(this.dataSource.manager).findForSentences(
      claims.map((item) => item.claim!.sentence),
      kit.version,
    );
    const items = checks.items.map((item) => {
      const review = item.claim && reviews.get(claimSentenceHash(item.claim.sentence));
      return review ? withReview(item, review) : item;
    });
    const waiting = claims.filter((item) => !reviews.has(claimSentenceHash(item.claim!.sentence)));
    const reviewed = claims.length - waiting.length;
    const secondOpinion =
      askForMissing || !waiting.length
        ? await this.requestReviews(waiting, kit, postId, reviewed)
        : { state: 'unavailable' as const, message: 'Unsaved text: new claims get a second opinion once you save.', reviewed, waiting: waiting.length };
    return { score: scoreOf(items), items, secondOpinion };
  }

  /** Starts a check-claims job for the claims without a review (unless one is open for the post), without waiting for it. */
  private async requestReviews(waiting: CheckItem[], kit: BrandKit, postId: number, reviewed: number): Promise<SecondOpinion> {
    if (!waiting.length) return { state: 'complete', message: `A model reviewed ${reviewed === 1 ? 'the claim' : `all ${reviewed} claims`}.`, reviewed, waiting: 0 };
    try {
      await this.jobs.assertWithinBudget();
    } catch (error) {
      return { state: 'unavailable', message: `No second opinion: ${(error as HttpException).message}`, reviewed, waiting: waiting.length };
    }
    const payload: ClaimCheckJobPayload = {
      postId,
      brandKitVersion: kit.version,
      claims: [...new Set(waiting.map((item) => item.claim!.sentence))].slice(0, CLAIMS_PER_REVIEW).map((sentence) => ({
        sentence,
        verdict: waiting.find((item) => item.claim!.sentence === sentence)!.claim!.verdict,
      })),
    };
    // Not awaited: the checks answer now. A job already open for the post answers 409, which is fine.
    this.jobs
      .start({ name: JobName.CheckClaims, prepare: async () => ({ data: { postId }, payload, response: {} }) })
      .catch((error: unknown) => {
        if ((error as HttpException).getStatus?.() !== 409) this.logger.warn(`claim review for post ${postId} not started: ${(error as Error).message}`);
      });
    return { state: 'pending', message: `A model is reviewing ${waiting.length === 1 ? 'a claim' : `${waiting.length} claims`}: check again in a moment.`, reviewed, waiting: waiting.length };
  }
}
