import { IdeaSettings } from '@app/contract';
import { parseArticle, parseIdeas, parseSection } from './answer-parsing';
import {
  AiProvider,
  AiProviderName,
  AiResult,
  ArticleBrief,
  ArticleDraft,
  RevisionBrief,
  SectionRevisionBrief,
  TransientProviderError,
  classifyProviderError,
} from './ai-provider';
import { Prompt, PROMPT_VERSION, renderPrompt } from './prompts';

/** One model answer as text. */
export interface ChatAnswer {
  text: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

const AUDIENCE: Record<IdeaSettings['tone'], string> = {
  professional: 'professional tips for working creators and marketers',
  casual: 'beginner guides in plain words',
  technical: 'advanced techniques for experienced editors',
};

/**
 * What the two LLM adapters share: prompts from the versioned files and robust parsing of the answer.
 * An adapter only says how to send one prompt (`complete`).
 */
export abstract class ChatProvider implements AiProvider {
  abstract readonly name: AiProviderName;

  protected abstract complete(prompt: Prompt): Promise<ChatAnswer>;

  async generateIdeas(settings: IdeaSettings, count: number): Promise<AiResult<string[]>> {
    const prompt = renderPrompt('ideas', {
      count,
      topic: settings.topic,
      category: settings.industry,
      tone: settings.tone,
      audience: AUDIENCE[settings.tone] ?? settings.tone,
      keywords: settings.keywords.join(', ') || 'none given',
    });
    return this.ask(prompt, (text) => {
      const ideas = parseIdeas(text).slice(0, count);
      if (!ideas.length) throw new Error('the answer holds no idea titles');
      return ideas;
    });
  }

  async writeArticle(brief: ArticleBrief): Promise<AiResult<ArticleDraft>> {
    const prompt = renderPrompt('article', {
      title: brief.title,
      category: brief.category,
      tone: brief.tone ?? 'professional',
      keywords: brief.keywords.join(', ') || 'none given',
      excerpt: brief.excerpt?.trim() || 'none given',
      topic: brief.topic?.trim() || brief.title,
    });
    return this.ask(prompt, (text) => parseArticle(text, brief.keywords));
  }

  async reviseArticle(brief: RevisionBrief): Promise<AiResult<ArticleDraft>> {
    const prompt = renderPrompt('revision', {
      title: brief.title,
      category: brief.category,
      keywords: brief.keywords.join(', ') || 'none given',
      content: brief.content,
      feedback: brief.feedback,
    });
    return this.ask(prompt, (text) => parseArticle(text, brief.keywords));
  }

  async reviseSection(brief: SectionRevisionBrief): Promise<AiResult<string>> {
    const prompt = renderPrompt('section-revision', {
      title: brief.title,
      category: brief.category,
      keywords: brief.keywords.join(', ') || 'none given',
      outline: brief.outline.map((heading) => `- ${heading}`).join('\n') || '- (no sections)',
      heading: brief.heading,
      section: brief.body,
      feedback: brief.feedback,
    });
    return this.ask(prompt, (text) => parseSection(text, brief.heading));
  }

  private async ask<T>(prompt: Prompt, parse: (text: string) => T): Promise<AiResult<T>> {
    let answer: ChatAnswer;
    try {
      answer = await this.complete(prompt);
    } catch (error) {
      throw classifyProviderError(error, this.name);
    }
    let value: T;
    try {
      value = parse(answer.text);
    } catch (error) {
      // A malformed answer is often a one-off: let the job retry rather than fail for good.
      throw new TransientProviderError(`${this.name}: could not read the model's answer (${(error as Error).message})`);
    }
    return { value, model: answer.model, usage: { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens }, promptVersion: PROMPT_VERSION };
  }
}
