import Anthropic from '@anthropic-ai/sdk';
import { ChatAnswer, ChatProvider, StructuredAnswer } from './chat-provider';
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

  /**
   * The prompt as the cache wants it (issue 30): the tools, then the system prompt with a `cache_control`
   * breakpoint (the same bytes in every call: read from the cache by every call after the first), then the
   * job's context as a second system block with its own breakpoint (the same for every stage of the job),
   * then the stage's own text. Both breakpoints sit before the messages, so the forced `tool_choice`, which
   * differs by stage and only invalidates the messages' cache, keeps them. Below the model's minimum
   * cacheable length (1,024 tokens for Sonnet, 4,096 for Opus 4.5 and Haiku 4.5) the API ignores them.
   * With a format: every tool of the toolbox, and `tool_choice` forcing the format's; its input is the answer.
   */
  protected async complete(prompt: Prompt, structured?: StructuredAnswer): Promise<ChatAnswer> {
    const cached = { type: 'ephemeral' as const };
    const system: Anthropic.TextBlockParam[] = [{ type: 'text', text: prompt.system, cache_control: cached }];
    if (prompt.context) system.push({ type: 'text', text: prompt.context, cache_control: cached });
    const message = await this.client.messages.create({
      model: this.model,
      max_tokens: this.options.maxOutputTokens,
      system,
      messages: [{ role: 'user', content: prompt.user }],
      ...(structured
        ? {
            tools: structured.tools.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.schema as Anthropic.Tool.InputSchema })),
            tool_choice: { type: 'tool' as const, name: structured.answer },
          }
        : {}),
    });
    const tool = message.content.find((block) => block.type === 'tool_use' && block.name === structured?.answer);
    const text = message.content
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('')
      .trim();
    const usage = message.usage;
    const cacheReadTokens = usage?.cache_read_input_tokens ?? 0;
    const cacheWriteTokens = usage?.cache_creation_input_tokens ?? 0;
    return {
      text,
      json: tool?.type === 'tool_use' ? tool.input : undefined,
      model: message.model || this.model,
      // input_tokens counts only what came after the last cache breakpoint: the whole prompt is all three.
      inputTokens: (usage?.input_tokens ?? 0) + cacheReadTokens + cacheWriteTokens,
      outputTokens: usage?.output_tokens ?? 0,
      cacheReadTokens,
      cacheWriteTokens,
    };
  }
}
