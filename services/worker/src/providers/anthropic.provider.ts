import Anthropic from '@anthropic-ai/sdk';
import { ChatAnswer, ChatProvider, JsonFormat } from './chat-provider';
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

  /** With a format: one tool whose `input_schema` is the format, and `tool_choice` forcing it; its input is the answer. */
  protected async complete(prompt: Prompt, format?: JsonFormat): Promise<ChatAnswer> {
    const message = await this.client.messages.create({
      model: this.model,
      max_tokens: this.options.maxOutputTokens,
      system: prompt.system,
      messages: [{ role: 'user', content: prompt.user }],
      ...(format
        ? {
            tools: [{ name: format.name, description: `Give the answer as ${format.name}.`, input_schema: format.schema as Anthropic.Tool.InputSchema }],
            tool_choice: { type: 'tool' as const, name: format.name },
          }
        : {}),
    });
    const tool = message.content.find((block) => block.type === 'tool_use');
    const text = message.content
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('')
      .trim();
    return {
      text,
      json: tool?.type === 'tool_use' ? tool.input : undefined,
      model: message.model || this.model,
      inputTokens: message.usage?.input_tokens ?? 0,
      outputTokens: message.usage?.output_tokens ?? 0,
    };
  }
}
