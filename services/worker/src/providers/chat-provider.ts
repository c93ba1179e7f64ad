import { BrandKitContent, DEFAULT_BRAND_KIT, IdeaSettings, performanceLine, PostPerformance, renderBrandKitPrompt } from '@app/contract';
import { Logger } from '@nestjs/common';
import { extractJson, parseIdeas, parseSection, toArticleDraft, unfence, withoutTitle } from './answer-parsing';
import {
  AiProvider,
  AiProviderName,
  AiResult,
  ArticleBrief,
  ArticleDraft,
  ClaimReviewRequest,
  ClaimReviewResult,
  classifyProviderError,
  CoverRequest,
  EditRequest,
  PlannedArticle,
  RevisionBrief,
  SectionRevisionBrief,
  SentenceRewriteBrief,
  SeoRequest,
  TransientProviderError,
} from './ai-provider';
import { Prompt, PromptName, PROMPT_VERSION, renderPrompt } from './prompts';
import { articleDigest, draftBrief, outlineBrief } from './stage-inputs';
import { ANSWER_FORMATS, AnswerFormat, ArticleOutline, CoverText, EditedText, EditorialBrief, providerJsonSchema, SeoFields } from './stage-schemas';

/** One tool the provider may answer with: a name, what it is, and its JSON schema. */
export interface JsonFormat {
  name: string;
  description: string;
  schema: Record<string, unknown>;
}

/** The structured answer asked of the provider: the tool it must answer with, among the tools the request offers. */
export interface StructuredAnswer {
  answer: string;
  tools: JsonFormat[];
}

/** One model answer: text, and the structured value when the provider gave one natively (a tool call). */
export interface ChatAnswer {
  text: string;
  json?: unknown;
  model: string;
  /** Every input token, cached ones included; the cache reads and writes are parts of it. */
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

const AUDIENCE: Record<IdeaSettings['tone'], string> = {
  professional: 'professional tips for working creators and marketers',
  casual: 'beginner guides in plain words',
  technical: 'advanced techniques for experienced editors',
};

/** A 400 or 422 to a structured request: taken as "this server does not do structured output". */
const REJECTED_FORMAT_STATUSES = new Set([400, 422]);

const keywordList = (keywords: string[] | undefined) => keywords?.join(', ') || 'none given';
const bulletList = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** What every stage of one article's job shares (context.md): the same bytes in each of its requests. */
interface ArticleContext {
  title: string;
  category: string;
  keywords?: string[];
}

/** What a sentence rewrite must achieve, as the edit prompt's goal. */
export function sentenceRewriteGoal(brief: SentenceRewriteBrief): string {
  const problem = brief.problem?.trim() ? ` The readiness check says: ${brief.problem.trim()}` : '';
  return [
    `Rewrite this one sentence so that it states only what the brand kit backs: soften or remove any figure, client, medium or achievement the kit does not state.${problem}`,
    'Keep what still holds, its inline markdown and its fit in the paragraph; answer with exactly one sentence and nothing else.',
    `The paragraph it stands in (context only): ${brief.paragraph}`,
  ].join(' ');
}

/**
 * A task's prompt: the shared system prompt with the job's brand kit (the default when none was passed),
 * the article's context when there is an article, and the task's own text.
 */
function stagePrompt(name: PromptName, values: Record<string, string | number>, brandKit: BrandKitContent = DEFAULT_BRAND_KIT, article?: ArticleContext): Prompt {
  const context = article && { title: article.title, category: article.category, keywords: keywordList(article.keywords) };
  return renderPrompt(name, { brandKit: renderBrandKitPrompt(brandKit), context, values });
}

/**
 * The tools every structured request offers: each answer format's JSON schema, made once, so every request
 * sends the same bytes (the cached prefix starts with them).
 */
const TOOLBOX: JsonFormat[] = Object.values(ANSWER_FORMATS).map((format) => ({ name: format.name, description: format.description, schema: providerJsonSchema(format.schema) }));

/** The tools a request offers for `format`: the toolbox, or for a format outside it that format alone. */
function toolsFor(format: AnswerFormat<unknown>): JsonFormat[] {
  return TOOLBOX.some((tool) => tool.name === format.name) ? TOOLBOX : [{ name: format.name, description: format.description, schema: providerJsonSchema(format.schema) }];
}

const MORE_LIKE_THESE_HEADING =
  'Start from our best-performing articles (more like these: new angles on what readers read, never the same titles). Their reading figures:';
const RELATED_HEADING = 'How related articles on our blog were read (learn from what kept readers and what lost them):';

/**
 * Reading analytics (issue 31): the figures of some articles added to a prompt's user part, one line each,
 * under a heading; the prompt as it was without any (every prompt version takes them the same way).
 */
function withPerformance(prompt: Prompt, heading: string, posts: PostPerformance[] | undefined): Prompt {
  if (!posts?.length) return prompt;
  return { ...prompt, user: `${prompt.user}\n\n${heading}\n${bulletList(posts.map(performanceLine))}` };
}

/**
 * What the two LLM adapters share: prompts from the versioned files, the provider's native structured
 * output, and zod validation of every answer. An adapter only says how to send one prompt (`complete`).
 * Every request starts the same way (the toolbox, then the system prompt, then the job's context), so the
 * providers cache that prefix; each stage sends only what it needs after it (stage-inputs.ts).
 * A server without structured output (it rejects the request, or answers in plain text) still works:
 * the tolerant parser reads its text, and zod checks the result all the same.
 */
export abstract class ChatProvider implements AiProvider {
  abstract readonly name: AiProviderName;
  private readonly logger = new Logger(this.constructor.name);
  /** Cleared the first time the server rejects a structured request; later calls send plain prompts. */
  private structuredOutput = true;

  protected abstract complete(prompt: Prompt, structured?: StructuredAnswer): Promise<ChatAnswer>;

  async generateIdeas(settings: IdeaSettings, count: number, _seed?: number, brandKit?: BrandKitContent, moreLikeThese?: PostPerformance[]): Promise<AiResult<string[]>> {
    const prompt = withPerformance(stagePrompt('ideas', {
      count,
      topic: settings.topic,
      category: settings.industry,
      tone: settings.tone,
      audience: AUDIENCE[settings.tone] ?? settings.tone,
      keywords: keywordList(settings.keywords),
    }, brandKit), MORE_LIKE_THESE_HEADING, moreLikeThese);
    const result = await this.ask(prompt, ANSWER_FORMATS.ideas, (text) => ({ ideas: parseIdeas(text) }));
    const ideas = parseIdeas(JSON.stringify(result.value.ideas)).slice(0, count);
    if (!ideas.length) throw new TransientProviderError(`${this.name}: the answer holds no idea titles`);
    return { ...result, value: ideas };
  }

  planArticle(brief: ArticleBrief): Promise<AiResult<EditorialBrief>> {
    const prompt = withPerformance(stagePrompt('brief', {
      tone: brief.tone ?? 'professional',
      excerpt: brief.excerpt?.trim() || 'none given',
      topic: brief.topic?.trim() || brief.title,
    }, brief.brandKit, brief), RELATED_HEADING, brief.related);
    return this.ask(prompt, ANSWER_FORMATS.brief);
  }

  outlineArticle(article: PlannedArticle): Promise<AiResult<ArticleOutline>> {
    const prompt = stagePrompt('outline', { brief: outlineBrief(article.brief) }, article.brandKit, article);
    return this.ask(prompt, ANSWER_FORMATS.outline);
  }

  async draftArticle(article: PlannedArticle & { outline: ArticleOutline }): Promise<AiResult<string>> {
    const prompt = stagePrompt('draft', {
      tone: article.tone ?? 'professional',
      brief: draftBrief(article.brief, article.outline),
      outline: bulletList(article.outline.sections),
    }, article.brandKit, article);
    const result = await this.ask(prompt, ANSWER_FORMATS.draft, (text) => ({ content: unfence(text) }));
    return { ...result, value: withoutTitle(result.value.content) };
  }

  async editText(request: EditRequest): Promise<AiResult<EditedText>> {
    const prompt = stagePrompt('edit', { goal: request.goal, content: request.content }, request.brandKit, request);
    const result = await this.ask(prompt, ANSWER_FORMATS.edit, (text) => ({ content: unfence(text), changes: [] }));
    return { ...result, value: { ...result.value, content: withoutTitle(result.value.content) } };
  }

  /** From the article's opening and headings (articleDigest): the metadata needs no more of it. */
  optimiseSeo(request: SeoRequest): Promise<AiResult<SeoFields>> {
    const prompt = stagePrompt('seo', { digest: articleDigest(request.content) }, request.brandKit, request);
    return this.ask(prompt, ANSWER_FORMATS.seo);
  }

  describeCover(request: CoverRequest): Promise<AiResult<CoverText>> {
    const prompt = stagePrompt('cover', { excerpt: request.excerpt }, request.brandKit, request);
    return this.ask(prompt, ANSWER_FORMATS.cover);
  }

  async reviseArticle(brief: RevisionBrief): Promise<AiResult<ArticleDraft>> {
    const prompt = stagePrompt('revision', { content: brief.content, feedback: brief.feedback }, brief.brandKit, brief);
    // A plain-markdown answer (a server without structured output) still makes an article: the metadata
    // comes from its first paragraph.
    const result = await this.ask(prompt, ANSWER_FORMATS.revision, (text) => {
      const draft = toArticleDraft({ content: unfence(text) }, brief.keywords);
      return { content: draft.content, excerpt: draft.excerpt, metaDescription: draft.metaDescription, keywords: draft.keywords };
    });
    return { ...result, value: toArticleDraft(result.value, brief.keywords) };
  }

  async reviseSection(brief: SectionRevisionBrief): Promise<AiResult<string>> {
    const prompt = stagePrompt('section-revision', {
      outline: bulletList(brief.outline) || '- (no sections)',
      heading: brief.heading,
      section: brief.body,
      feedback: brief.feedback,
    }, brief.brandKit, brief);
    const result = await this.ask(prompt, ANSWER_FORMATS.section, (text) => ({ content: parseSection(text, brief.heading) }));
    return { ...result, value: parseSection(JSON.stringify({ content: result.value.content }), brief.heading) };
  }

  async reviewClaims(request: ClaimReviewRequest): Promise<AiResult<ClaimReviewResult[]>> {
    const claims = request.claims.map((claim, index) => `${index + 1}. [rules: ${claim.verdict}] ${claim.sentence}`).join('\n');
    const prompt = stagePrompt('claim-check', { claims }, request.brandKit);
    const result = await this.ask(prompt, ANSWER_FORMATS.claims);
    // Only answers for claims that were asked, once each (a model may repeat or invent a number).
    const answered = new Map<number, ClaimReviewResult>();
    for (const review of result.value.reviews) {
      const index = review.claim - 1;
      if (index < request.claims.length && !answered.has(index)) answered.set(index, { index, verdict: review.verdict, reason: review.reason.trim() });
    }
    if (!answered.size) throw new TransientProviderError(`${this.name}: the answer reviews none of the claims asked about`);
    return { ...result, value: [...answered.values()] };
  }

  /**
   * 'Rewrite this sentence': the edit stage's prompt (a critique-and-fix pass) over the one sentence, its
   * goal saying what is wrong and what to keep. No prompt file of its own: it is the edit task on one sentence.
   */
  async rewriteSentence(brief: SentenceRewriteBrief): Promise<AiResult<string>> {
    const edited = await this.editText({ ...brief, goal: sentenceRewriteGoal(brief), content: brief.sentence });
    return { ...edited, value: edited.value.content.trim() };
  }

  /**
   * Sends the prompt asking for `format`, and validates the answer with its zod schema: the native
   * structured value when there is one, else the JSON in the text, else what `fromText` makes of plain
   * text. A malformed answer is a transient error: the job retries this stage (finished ones are kept).
   */
  private async ask<T>(prompt: Prompt, format: AnswerFormat<T>, fromText?: (text: string) => unknown): Promise<AiResult<T>> {
    const answer = await this.send(prompt, format);
    let candidate: unknown = answer.json;
    try {
      // Text that starts as JSON but does not parse was cut off: malformed, never read as plain text.
      if (candidate === undefined) candidate = extractJson(answer.text) ?? (/^\s*(```|\{|\[)/.test(answer.text) ? undefined : fromText?.(answer.text));
    } catch (error) {
      throw new TransientProviderError(`${this.name}: could not read the model's answer (${(error as Error).message})`);
    }
    const parsed = format.schema.safeParse(candidate);
    if (!parsed.success) {
      const problems = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`);
      throw new TransientProviderError(`${this.name}: the model's answer does not fit ${format.name} (${problems.join('; ')})`);
    }
    const usage = { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens, cacheReadTokens: answer.cacheReadTokens, cacheWriteTokens: answer.cacheWriteTokens };
    return { value: parsed.data, model: answer.model, usage, promptVersion: PROMPT_VERSION };
  }

  private async send(prompt: Prompt, format: AnswerFormat<unknown>): Promise<ChatAnswer> {
    if (this.structuredOutput) {
      try {
        return await this.complete(prompt, { answer: format.name, tools: toolsFor(format) });
      } catch (error) {
        const status = (error as { status?: unknown })?.status;
        if (typeof status !== 'number' || !REJECTED_FORMAT_STATUSES.has(status)) throw classifyProviderError(error, this.name);
        this.structuredOutput = false;
        this.logger.warn(`${this.name} rejected structured output (${status}); asking for plain answers from now on`);
      }
    }
    try {
      return await this.complete(prompt);
    } catch (error) {
      throw classifyProviderError(error, this.name);
    }
  }
}
