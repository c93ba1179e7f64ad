import { BrandKitContent, DEFAULT_BRAND_KIT, IdeaSettings, renderBrandKitPrompt } from '@app/contract';
import { Logger } from '@nestjs/common';
import { extractJson, parseIdeas, parseSection, toArticleDraft, unfence, withoutTitle } from './answer-parsing';
import {
  AiProvider,
  AiProviderName,
  AiResult,
  ArticleBrief,
  ArticleDraft,
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
import {
  AnswerFormat,
  articleAnswer,
  ArticleOutline,
  briefAnswer,
  CoverText,
  coverAnswer,
  draftAnswer,
  EditedText,
  editAnswer,
  EditorialBrief,
  ideasAnswer,
  outlineAnswer,
  providerJsonSchema,
  sectionAnswer,
  SeoFields,
  seoAnswer,
} from './stage-schemas';

/** The structured answer asked of the provider: a name and a JSON schema. */
export interface JsonFormat {
  name: string;
  schema: Record<string, unknown>;
}

/** One model answer: text, and the structured value when the provider gave one natively (a tool call). */
export interface ChatAnswer {
  text: string;
  json?: unknown;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

const AUDIENCE: Record<IdeaSettings['tone'], string> = {
  professional: 'professional tips for working creators and marketers',
  casual: 'beginner guides in plain words',
  technical: 'advanced techniques for experienced editors',
};

/** A 400 or 422 to a structured request: taken as "this server does not do structured output". */
const REJECTED_FORMAT_STATUSES = new Set([400, 422]);

const keywordList = (keywords: string[]) => keywords.join(', ') || 'none given';
const bulletList = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** A stage's prompt, its `{{brandKit}}` filled with the job's brand kit (the default when none was passed). */
function stagePrompt(name: PromptName, values: Record<string, string | number>, brandKit: BrandKitContent = DEFAULT_BRAND_KIT): Prompt {
  return renderPrompt(name, { ...values, brandKit: renderBrandKitPrompt(brandKit) });
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

/** The brief as the later prompts read it. */
function briefText(brief: EditorialBrief): string {
  return [`Angle: ${brief.angle}`, `Audience: ${brief.audience}`, `Key points:\n${bulletList(brief.keyPoints)}`, `Agency facts that apply:\n${bulletList(brief.facts) || '- none'}`].join('\n');
}

/**
 * What the two LLM adapters share: prompts from the versioned files, the provider's native structured
 * output, and zod validation of every answer. An adapter only says how to send one prompt (`complete`).
 * A server without structured output (it rejects the request, or answers in plain text) still works:
 * the tolerant parser reads its text, and zod checks the result all the same.
 */
export abstract class ChatProvider implements AiProvider {
  abstract readonly name: AiProviderName;
  private readonly logger = new Logger(this.constructor.name);
  /** Cleared the first time the server rejects a structured request; later calls send plain prompts. */
  private structuredOutput = true;

  protected abstract complete(prompt: Prompt, format?: JsonFormat): Promise<ChatAnswer>;

  async generateIdeas(settings: IdeaSettings, count: number, _seed?: number, brandKit?: BrandKitContent): Promise<AiResult<string[]>> {
    const prompt = stagePrompt('ideas', {
      count,
      topic: settings.topic,
      category: settings.industry,
      tone: settings.tone,
      audience: AUDIENCE[settings.tone] ?? settings.tone,
      keywords: keywordList(settings.keywords),
    }, brandKit);
    const result = await this.ask(prompt, { name: 'ideas', schema: ideasAnswer }, (text) => ({ ideas: parseIdeas(text) }));
    const ideas = parseIdeas(JSON.stringify(result.value.ideas)).slice(0, count);
    if (!ideas.length) throw new TransientProviderError(`${this.name}: the answer holds no idea titles`);
    return { ...result, value: ideas };
  }

  planArticle(brief: ArticleBrief): Promise<AiResult<EditorialBrief>> {
    const prompt = stagePrompt('brief', {
      title: brief.title,
      category: brief.category,
      tone: brief.tone ?? 'professional',
      keywords: keywordList(brief.keywords),
      excerpt: brief.excerpt?.trim() || 'none given',
      topic: brief.topic?.trim() || brief.title,
    }, brief.brandKit);
    return this.ask(prompt, { name: 'editorial_brief', schema: briefAnswer });
  }

  outlineArticle(article: PlannedArticle): Promise<AiResult<ArticleOutline>> {
    const prompt = stagePrompt('outline', { title: article.title, category: article.category, brief: briefText(article.brief) }, article.brandKit);
    return this.ask(prompt, { name: 'article_outline', schema: outlineAnswer });
  }

  async draftArticle(article: PlannedArticle & { outline: ArticleOutline }): Promise<AiResult<string>> {
    const prompt = stagePrompt('draft', {
      title: article.title,
      category: article.category,
      tone: article.tone ?? 'professional',
      keywords: keywordList(article.keywords),
      brief: briefText(article.brief),
      outline: bulletList(article.outline.sections),
    }, article.brandKit);
    const result = await this.ask(prompt, { name: 'article_draft', schema: draftAnswer }, (text) => ({ content: unfence(text) }));
    return { ...result, value: withoutTitle(result.value.content) };
  }

  async editText(request: EditRequest): Promise<AiResult<EditedText>> {
    const prompt = stagePrompt('edit', { title: request.title, category: request.category, keywords: keywordList(request.keywords), goal: request.goal, content: request.content }, request.brandKit);
    const result = await this.ask(prompt, { name: 'edited_text', schema: editAnswer }, (text) => ({ content: unfence(text), changes: [] }));
    return { ...result, value: { ...result.value, content: withoutTitle(result.value.content) } };
  }

  optimiseSeo(request: SeoRequest): Promise<AiResult<SeoFields>> {
    const prompt = stagePrompt('seo', { title: request.title, category: request.category, keywords: keywordList(request.keywords), content: request.content }, request.brandKit);
    return this.ask(prompt, { name: 'seo_fields', schema: seoAnswer });
  }

  describeCover(request: CoverRequest): Promise<AiResult<CoverText>> {
    const prompt = stagePrompt('cover', { title: request.title, category: request.category, excerpt: request.excerpt }, request.brandKit);
    return this.ask(prompt, { name: 'cover_text', schema: coverAnswer });
  }

  async reviseArticle(brief: RevisionBrief): Promise<AiResult<ArticleDraft>> {
    const prompt = stagePrompt('revision', {
      title: brief.title,
      category: brief.category,
      keywords: keywordList(brief.keywords),
      content: brief.content,
      feedback: brief.feedback,
    }, brief.brandKit);
    // A plain-markdown answer (a server without structured output) still makes an article: the metadata
    // comes from its first paragraph.
    const result = await this.ask(prompt, { name: 'revised_article', schema: articleAnswer }, (text) => {
      const draft = toArticleDraft({ content: unfence(text) }, brief.keywords);
      return { content: draft.content, excerpt: draft.excerpt, metaDescription: draft.metaDescription, keywords: draft.keywords };
    });
    return { ...result, value: toArticleDraft(result.value, brief.keywords) };
  }

  async reviseSection(brief: SectionRevisionBrief): Promise<AiResult<string>> {
    const prompt = stagePrompt('section-revision', {
      title: brief.title,
      category: brief.category,
      keywords: keywordList(brief.keywords),
      outline: bulletList(brief.outline) || '- (no sections)',
      heading: brief.heading,
      section: brief.body,
      feedback: brief.feedback,
    }, brief.brandKit);
    const result = await this.ask(prompt, { name: 'section_text', schema: sectionAnswer }, (text) => ({ content: parseSection(text, brief.heading) }));
    return { ...result, value: parseSection(JSON.stringify({ content: result.value.content }), brief.heading) };
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
    return { value: parsed.data, model: answer.model, usage: { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens }, promptVersion: PROMPT_VERSION };
  }

  private async send(prompt: Prompt, format: AnswerFormat<unknown>): Promise<ChatAnswer> {
    if (this.structuredOutput) {
      try {
        return await this.complete(prompt, { name: format.name, schema: providerJsonSchema(format.schema) });
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
