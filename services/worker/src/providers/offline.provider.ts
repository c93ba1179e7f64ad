import { AGENCY, categoryProfile, parseKeywords } from '@app/site';
import { IdeaSettings, sectionHeadings } from '@app/contract';
import { describeArticle, editMarkdown, generateIdeas, reviseArticle, reviseSection, writeArticle } from '../offline-writer';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AiProvider,
  AiResult,
  ArticleBrief,
  ArticleDraft,
  CoverRequest,
  EditRequest,
  PlannedArticle,
  RevisionBrief,
  SectionRevisionBrief,
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
 * `delayMs` stretches each call so tests can catch a job mid-flight.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  constructor(private readonly delayMs = 0) {}

  async generateIdeas(settings: IdeaSettings, count: number, seed = 0): Promise<AiResult<string[]>> {
    return this.answer(generateIdeas(settings, { seed, count }));
  }

  async planArticle(brief: ArticleBrief): Promise<AiResult<EditorialBrief>> {
    const draft = writeArticle(brief);
    const profile = categoryProfile(brief.category);
    return this.answer({
      angle: draft.excerpt,
      audience: `${profile.audience}: ${AUDIENCE[brief.tone ?? 'professional']}`,
      keyPoints: sectionHeadings(draft.content).slice(0, 6),
      facts: [`${AGENCY.yearsExperience} years of experience`, `${AGENCY.projectsBy2022} video projects completed by 2022`, `${AGENCY.viewsGenerated} views generated for clients`],
    });
  }

  async outlineArticle(article: PlannedArticle): Promise<AiResult<ArticleOutline>> {
    return this.answer({ sections: sectionHeadings(writeArticle(article).content) });
  }

  async draftArticle(article: PlannedArticle & { outline: ArticleOutline }): Promise<AiResult<string>> {
    return this.answer(writeArticle(article).content);
  }

  async editText(request: EditRequest): Promise<AiResult<EditedText>> {
    return this.answer(editMarkdown(request.content));
  }

  async optimiseSeo(request: SeoRequest): Promise<AiResult<SeoFields>> {
    // The writer's own metadata when the text is still what it wrote (the usual case: the edit pass changes
    // nothing), so the staged article equals the one-call article.
    const written = writeArticle(request);
    const described = written.content === request.content ? written : describeArticle(request);
    const keywords = parseKeywords(described.keywords.length ? described.keywords : [request.category]);
    return this.answer({ title: request.title, excerpt: described.excerpt, metaDescription: described.metaDescription, keywords });
  }

  async describeCover(request: CoverRequest): Promise<AiResult<CoverText>> {
    return this.answer({ alt: `Title card reading "${request.title}" on the ${request.category} colours, with the Hyperframe mark`.slice(0, 200) });
  }

  async reviseArticle(brief: RevisionBrief): Promise<AiResult<ArticleDraft>> {
    return this.answer(reviseArticle(brief));
  }

  /** Like the LLM adapters, it sees and rewrites the one section only. */
  async reviseSection(brief: SectionRevisionBrief): Promise<AiResult<string>> {
    return this.answer(reviseSection(brief));
  }

  private async answer<T>(value: T): Promise<AiResult<T>> {
    if (this.delayMs > 0) await sleep(this.delayMs);
    return { value, model: OFFLINE_MODEL, usage: NO_TOKENS };
  }
}
