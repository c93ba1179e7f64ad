import { BrandKitContent, ClaimReviewVerdict, IdeaSettings, PostPerformance } from '@app/contract';
import type { ArticleOutline, CoverText, EditedText, EditorialBrief, SeoFields } from './stage-schemas';

export type AiProviderName = 'offline' | 'anthropic' | 'openai';

export interface AiUsage {
  /** Every input token of the call, the cached ones included. */
  inputTokens: number;
  outputTokens: number;
  /** Of inputTokens: read from the provider's prompt cache (Anthropic cache_read_input_tokens, OpenAI cached_tokens). */
  cacheReadTokens?: number;
  /** Of inputTokens: written to the prompt cache (Anthropic cache_creation_input_tokens; OpenAI reports none). */
  cacheWriteTokens?: number;
}

/** What every provider call answers: the value, the model that made it and what it cost. */
export interface AiResult<T> {
  value: T;
  model: string;
  usage: AiUsage;
  /** The prompt files used (services/worker/prompts/<version>); absent for the offline writer. */
  promptVersion?: string;
}

/**
 * What every stage's prompt carries (issue 16): the brand kit, as the worker read it once at the start of
 * the job. Absent (adapter tests, old callers): the default kit.
 */
export interface BrandContext {
  brandKit?: BrandKitContent;
}

export interface ArticleBrief extends BrandContext {
  title: string;
  excerpt?: string | null;
  category: string;
  keywords: string[];
  tone?: IdeaSettings['tone'];
  topic?: string | null;
  /** Reading analytics (issue 31): how related articles performed, for the brief stage to learn from. */
  related?: PostPerformance[];
}

export interface RevisionBrief extends BrandContext {
  title: string;
  category: string;
  keywords: string[];
  /** The current markdown. */
  content: string;
  feedback: string;
}

/** One `##` section to rewrite: only its text travels, with the article's outline as context. */
export interface SectionRevisionBrief extends BrandContext {
  title: string;
  category: string;
  keywords: string[];
  /** The headings of every `##` section, in order. */
  outline: string[];
  /** The heading of the section to rewrite. */
  heading: string;
  /** The section's markdown after its heading line. */
  body: string;
  feedback: string;
}

/** 'Rewrite this sentence' (issue 27): one sentence travels, with its paragraph as context. */
export interface SentenceRewriteBrief extends BrandContext {
  title: string;
  category: string;
  keywords: string[];
  /** The sentence's markdown, exactly as the article holds it. */
  sentence: string;
  /** The paragraph (or list item) it stands in, for context only. */
  paragraph: string;
  /** What is wrong with it, in the readiness check's words; null when the studio said nothing. */
  problem: string | null;
}

export interface ArticleDraft {
  /** Markdown without an H1 (the page shows the title). */
  content: string;
  excerpt: string;
  /** At most 160 characters. */
  metaDescription: string;
  keywords: string[];
  estimatedReadTime: number;
}

/** The brief and outline stages' answers, which the later stages of an article build on. */
export interface PlannedArticle extends ArticleBrief {
  brief: EditorialBrief;
  outline?: ArticleOutline;
}

/** The `edit` stage: a critique-and-fix pass over an article or one section. */
export interface EditRequest extends BrandContext {
  title: string;
  category: string;
  keywords: string[];
  /** What the text must achieve: the brief's angle and points, or the editor's feedback. */
  goal: string;
  content: string;
}

/** The article's brief and its edited text. */
export interface SeoRequest extends ArticleBrief {
  content: string;
}

/** The claims the rules found in an article, for a model's second opinion against the brand kit. */
export interface ClaimReviewRequest extends BrandContext {
  claims: Array<{ sentence: string; verdict: string }>;
}

/** A model's review of one claim of a ClaimReviewRequest (its index in `claims`). */
export interface ClaimReviewResult {
  index: number;
  verdict: ClaimReviewVerdict;
  reason: string;
}

export interface CoverRequest extends BrandContext {
  title: string;
  category: string;
  excerpt: string;
  /** The article's keywords: part of the context every stage of the job shares (so it stays cached). */
  keywords?: string[];
}

/**
 * The one port the job handlers talk to; AI_PROVIDER picks the adapter. Each method is one stage of a
 * job (one provider call with its own prompt file): an article runs brief, outline, draft, edit, seo and
 * cover; a revision runs reviseArticle or reviseSection (its draft) and edit; ideas are one call.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  /**
   * Up to `count` idea titles. `seed` varies the offline writer's titles (same seed, same titles); the
   * LLM adapters vary on their own and ignore it. `moreLikeThese`: the best-performing articles to start
   * from, with their reading figures (issue 31).
   */
  generateIdeas(settings: IdeaSettings, count: number, seed?: number, brandKit?: BrandKitContent, moreLikeThese?: PostPerformance[]): Promise<AiResult<string[]>>;
  planArticle(brief: ArticleBrief): Promise<AiResult<EditorialBrief>>;
  outlineArticle(article: PlannedArticle): Promise<AiResult<ArticleOutline>>;
  /** The article's markdown, following the outline. */
  draftArticle(article: Required<Pick<PlannedArticle, 'outline'>> & PlannedArticle): Promise<AiResult<string>>;
  editText(request: EditRequest): Promise<AiResult<EditedText>>;
  optimiseSeo(request: SeoRequest): Promise<AiResult<SeoFields>>;
  describeCover(request: CoverRequest): Promise<AiResult<CoverText>>;
  reviseArticle(brief: RevisionBrief): Promise<AiResult<ArticleDraft>>;
  /** The new body of one section (markdown without its `##` heading line); the caller splices it back. */
  reviseSection(brief: SectionRevisionBrief): Promise<AiResult<string>>;
  /** A second opinion on claims, one review per claim the model answered for (issue 29); not offered offline. */
  reviewClaims(request: ClaimReviewRequest): Promise<AiResult<ClaimReviewResult[]>>;
  /** The sentence rewritten (markdown; '' drops it); the caller splices it over the old one. */
  rewriteSentence(brief: SentenceRewriteBrief): Promise<AiResult<string>>;
}

export const AI_PROVIDER = Symbol('AI_PROVIDER');

/** Worth another attempt later: timeouts, rate limits, server errors, an answer we could not read. */
export class TransientProviderError extends Error {
  override readonly name = 'TransientProviderError';
}

/** Retrying cannot help: bad credentials, an unknown model, a rejected request. */
export class PermanentProviderError extends Error {
  override readonly name = 'PermanentProviderError';
}

const TRANSIENT_STATUSES = new Set([408, 409, 425, 429]);

/** Maps an SDK error (Anthropic or OpenAI; both expose `status`) to our two kinds. */
export function classifyProviderError(error: unknown, provider: string): Error {
  if (error instanceof TransientProviderError || error instanceof PermanentProviderError) return error;
  const err = error as { status?: unknown; name?: string; message?: string };
  const message = err?.message ?? String(error);
  const status = typeof err?.status === 'number' ? err.status : undefined;
  if (status === undefined) {
    // No HTTP status: connection refused, reset, DNS, timeout. All worth retrying.
    return new TransientProviderError(`${provider}: ${message}`);
  }
  if (status >= 500 || TRANSIENT_STATUSES.has(status)) {
    return new TransientProviderError(`${provider} answered ${status}: ${message}`);
  }
  return new PermanentProviderError(`${provider} rejected the request (${status}): ${message}`);
}
