import { AGENCY, categoryProfile, parseKeywords, sectionHeadings } from '@app/site';
import { coverAltText } from '@app/cover-designer';
import { BrandKitContent, IdeaSettings, performanceLine, PostPerformance, withoutBannedPhrases } from '@app/contract';
import { describeArticle, editMarkdown, generateIdeas, reviseArticle, reviseSection, rewriteClaimSentence, writeArticle } from '../offline-writer';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AiProvider,
  AiResult,
  ArticleBrief,
  ArticleDraft,
  ClaimReviewRequest,
  ClaimReviewResult,
  CoverRequest,
  EditRequest,
  PermanentProviderError,
  PlannedArticle,
  RevisionBrief,
  SectionRevisionBrief,
  SentenceRewriteBrief,
  SeoRequest,
} from './ai-provider';
import { ArticleOutline, CoverText, EditedText, EditorialBrief, SeoFields } from './stage-schemas';

export const OFFLINE_MODEL = 'offline-writer-v1';

const NO_TOKENS = { inputTokens: 0, outputTokens: 0 };

const AUDIENCE: Record<NonNullable<ArticleBrief['tone']>, string> = {
  professional: 'working creators and marketers who want practical steps',
  casual: 'beginners who want plain words and a first win',
  technical: 'experienced editors who want advanced technique',
};

/**
 * The built-in writer (src/offline-writer): every stage, deterministic for a given brief (the writer seeds
 * itself from the title, category, tone and topic), no network, no tokens. The draft is the writer's
 * article, so the brief and outline describe what it will write; edit and seo are light deterministic passes.
 * It follows the brand kit where a machine cheaply can: every answer has the kit's banned phrases taken out.
 * `delayMs` stretches each call so tests can catch a job mid-flight.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  constructor(private readonly delayMs = 0) {}

  async generateIdeas(settings: IdeaSettings, count: number, seed = 0, brandKit?: BrandKitContent, moreLikeThese?: PostPerformance[]): Promise<AiResult<string[]>> {
    const ideas = scrub(generateIdeas(settings, { seed, count, moreLikeThese }), brandKit).filter((title) => title.trim());
    return this.answer(ideas);
  }

  async planArticle(brief: ArticleBrief): Promise<AiResult<EditorialBrief>> {
    const draft = writeArticle(brief);
    const profile = categoryProfile(brief.category);
    return this.answer(scrub({
      angle: draft.excerpt,
      audience: `${profile.audience}: ${AUDIENCE[brief.tone ?? 'professional']}`,
      keyPoints: [...sectionHeadings(draft.content).slice(0, 6), ...relatedPoint(brief.related)],
      facts: [`${AGENCY.yearsExperience} years of experience`, `${AGENCY.projectsBy2022} video projects completed by 2022`, `${AGENCY.viewsGenerated} views generated for clients`],
    }, brief.brandKit));
  }

  async outlineArticle(article: PlannedArticle): Promise<AiResult<ArticleOutline>> {
    return this.answer(scrub({ sections: sectionHeadings(writeArticle(article).content) }, article.brandKit));
  }

  async draftArticle(article: PlannedArticle & { outline: ArticleOutline }): Promise<AiResult<string>> {
    return this.answer(scrub(writeArticle(article).content, article.brandKit));
  }

  async editText(request: EditRequest): Promise<AiResult<EditedText>> {
    return this.answer(scrub(editMarkdown(request.content), request.brandKit));
  }

  async optimiseSeo(request: SeoRequest): Promise<AiResult<SeoFields>> {
    // The writer's own metadata when the text is still what it wrote (the usual case: the edit pass changes
    // nothing), so the staged article equals the one-call article.
    const written = writeArticle(request);
    const described = scrub(written.content, request.brandKit) === request.content ? written : describeArticle(request);
    const keywords = parseKeywords(described.keywords.length ? described.keywords : [request.category]);
    return this.answer(scrub({ title: request.title, excerpt: described.excerpt, metaDescription: described.metaDescription, keywords }, request.brandKit));
  }

  async describeCover(request: CoverRequest): Promise<AiResult<CoverText>> {
    return this.answer(scrub({ alt: coverAltText(request) }, request.brandKit));
  }

  async reviseArticle(brief: RevisionBrief): Promise<AiResult<ArticleDraft>> {
    return this.answer(scrub(reviseArticle(brief), brief.brandKit));
  }

  /** Like the LLM adapters, it sees and rewrites the one section only. */
  async reviseSection(brief: SectionRevisionBrief): Promise<AiResult<string>> {
    return this.answer(scrub(reviseSection(brief), brief.brandKit));
  }

  /** Offline the rules alone decide: the gateway never asks, and a job that does fails for good. */
  async reviewClaims(_request: ClaimReviewRequest): Promise<AiResult<ClaimReviewResult[]>> {
    throw new PermanentProviderError('The offline provider gives no second opinion on claims: offline, the rules alone decide.');
  }

  /** Softens the figures of a claim, or drops a boast it cannot soften (offline-writer/sentence-rewriter). */
  async rewriteSentence(brief: SentenceRewriteBrief): Promise<AiResult<string>> {
    return this.answer(scrub(rewriteClaimSentence(brief.sentence), brief.brandKit));
  }

  private async answer<T>(value: T): Promise<AiResult<T>> {
    if (this.delayMs > 0) await sleep(this.delayMs);
    return { value, model: OFFLINE_MODEL, usage: NO_TOKENS };
  }
}

/** The brief's last key point when related articles were read: what to learn from them, with their figures. */
function relatedPoint(related: PostPerformance[] | undefined): string[] {
  if (!related?.length) return [];
  return [`Learn from how related articles were read: ${related.map(performanceLine).join('; ')}`];
}

/** Every string in `value` (an answer: text, a list, an object of them) without the kit's banned phrases. */
function scrub<T>(value: T, brandKit: BrandKitContent | undefined): T {
  const phrases = brandKit?.bannedPhrases ?? [];
  if (!phrases.length) return value;
  const clean = (inner: unknown): unknown => {
    if (typeof inner === 'string') return withoutBannedPhrases(inner, phrases);
    if (Array.isArray(inner)) return inner.map(clean);
    if (inner && typeof inner === 'object') return Object.fromEntries(Object.entries(inner).map(([key, field]) => [key, clean(field)]));
    return inner;
  };
  return clean(value) as T;
}
