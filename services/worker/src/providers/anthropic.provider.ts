import Anthropic from '@anthropic-ai/sdk';
import { ChatAnswer, ChatProvider } from './chat-provider';
import { Prompt } from './prompts';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-5';

export interface AnthropicProviderOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
}

/** Claude through the official SDK's Messages API. */
export class AnthropicProvider extends ChatProvider {
  readonly name = 'anthropic' as const;
  private readonly client: Anthropic;
  private readonly model: string;

  constructor(private readonly options: AnthropicProviderOptions) {
    super();
    this.client = new Anthropic({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
    this.model = options.model || DEFAULT_ANTHROPIC_MODEL;
  }

  protected async complete(prompt: Prompt): Promise<ChatAnswer> {
    const message = await this.client.messages.create({
      model: this.model,
      max_tokens: this.options.maxOutputTokens,
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.user }],
    });
    const text = message.content
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('')
      .trim();
    return {
      text,
      model: message.model || this.model,
      inputTokens: message.usage?.input_tokens ?? 0,
      outputTokens: message.usage?.output_tokens ?? 0,
    };
  }
}
