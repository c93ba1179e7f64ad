import { IdeaSettings } from '@app/contract';
import { generateIdeas, reviseArticle, reviseSection, writeArticle } from '../offline-writer';
import { setTimeout as sleep } from 'node:timers/promises';
import { AiProvider, AiResult, ArticleBrief, ArticleDraft, RevisionBrief, SectionRevisionBrief } from './ai-provider';

export const OFFLINE_MODEL = 'offline-writer-v1';

const NO_TOKENS = { inputTokens: 0, outputTokens: 0 };

/**
 * The built-in writer (src/offline-writer): deterministic for a given seed, no network, no tokens.
 * `delayMs` stretches each call so tests can catch a job mid-flight.
 */
export class OfflineProvider implements AiProvider {
  readonly name = 'offline' as const;

  constructor(private readonly delayMs = 0) {}

  async generateIdeas(settings: IdeaSettings, count: number, seed = 0): Promise<AiResult<string[]>> {
    await this.pause();
    return { value: generateIdeas(settings, { seed, count }), model: OFFLINE_MODEL, usage: NO_TOKENS };
  }

  async writeArticle(brief: ArticleBrief): Promise<AiResult<ArticleDraft>> {
    await this.pause();
    return { value: writeArticle(brief), model: OFFLINE_MODEL, usage: NO_TOKENS };
  }

  async reviseArticle(brief: RevisionBrief): Promise<AiResult<ArticleDraft>> {
    await this.pause();
    return { value: reviseArticle(brief), model: OFFLINE_MODEL, usage: NO_TOKENS };
  }

  /** Like the LLM adapters, it sees and rewrites the one section only. */
  async reviseSection(brief: SectionRevisionBrief): Promise<AiResult<string>> {
    await this.pause();
    return { value: reviseSection(brief), model: OFFLINE_MODEL, usage: NO_TOKENS };
  }

  private async pause(): Promise<void> {
    if (this.delayMs > 0) await sleep(this.delayMs);
  }
}
