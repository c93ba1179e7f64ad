import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CheckClaimsJob, ClaimCheckJobPayload, ClaimReviewsRepository, claimSentenceHash, DEFAULT_BRAND_KIT, JobName, toBrandKitContent } from '@app/contract';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { AI_PROVIDER, AiProvider } from '../../providers/ai-provider';
import { ArticleInputsRepository } from '../article-inputs.repository';
import { InvalidJobError, JobHandler } from '../job-handler';
import { JobRun } from '../job-run.service';

/** The claims the gateway stored on the row, checked again: the row is input like any other. */
export function readClaimCheckPayload(payload: Record<string, unknown>): ClaimCheckJobPayload {
  const { postId, brandKitVersion, claims } = payload as Partial<ClaimCheckJobPayload>;
  const valid = Array.isArray(claims) ? claims.filter((claim) => typeof claim?.sentence === 'string' && claim.sentence.trim() && typeof claim.verdict === 'string') : [];
  if (!valid.length) throw new InvalidJobError('No claims to review');
  if (!Number.isSafeInteger(brandKitVersion)) throw new InvalidJobError('The brand-kit version the claims were judged against is missing');
  return { postId: Number(postId), brandKitVersion: brandKitVersion as number, claims: valid };
}

/**
 * Issue 29 item 3: a model's second opinion on a post's claims, one provider call (stage `claims`) with
 * the brand kit in the prompt. The reviews are cached in claim_reviews per sentence and brand-kit
 * version, so a sentence is never paid for twice; the job's tokens and cost are its ai_jobs row, like
 * every AI call. The checks read the reviews; nothing in the post changes.
 */
@Injectable()
export class CheckClaimsHandler implements JobHandler<JobName.CheckClaims> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inputs: ArticleInputsRepository,
  ) {}

  async handle(_job: Job<CheckClaimsJob>, run: JobRun): Promise<Record<string, unknown>> {
    const payload = readClaimCheckPayload(run.row.payload);
    await run.usingProvider(this.ai.name);
    // Reviewed against the kit the claims were judged by; if it changed since, against the current one,
    // and cached under the version actually used.
    const kit = await this.inputs.brandKitRow();
    const brandKit = kit ? toBrandKitContent(kit) : DEFAULT_BRAND_KIT;
    const version = kit?.version ?? payload.brandKitVersion;
    const cached = await new ClaimReviewsRepository(this.dataSource.manager).findForSentences(
      payload.claims.map((claim) => claim.sentence),
      version,
    );
    const claims = payload.claims.filter((claim) => !cached.has(claimSentenceHash(claim.sentence)));
    // The model that answered: from this attempt's call, else (a stage finished by an earlier attempt) the row's.
    let model = run.row.model ?? this.ai.name;
    const reviews = claims.length
      ? await run.stage('claims', this.ai.name, async () => {
          const result = await this.ai.reviewClaims({ claims, brandKit });
          model = result.model;
          return result;
        })
      : [];
    return run.complete(async (manager) => {
      await new ClaimReviewsRepository(manager).saveAll(
        reviews.map((review) => ({
          sentence: claims[review.index].sentence,
          brandKitVersion: version,
          verdict: review.verdict,
          reason: review.reason.slice(0, 1000),
          provider: this.ai.name,
          model,
          jobId: run.row.id,
        })),
      );
      return { result: { postId: payload.postId, brandKitVersion: version, reviewed: reviews.length, alreadyReviewed: payload.claims.length - claims.length }, provider: this.ai.name, model };
    });
  }
}
