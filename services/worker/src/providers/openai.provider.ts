import OpenAI from 'openai';
import { ChatAnswer, ChatProvider, JsonFormat } from './chat-provider';
import { Prompt } from './prompts';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export interface OpenAiProviderOptions {
  apiKey?: string;
  baseURL?: string;
  model?: string;
  timeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
}

/**
 * Any OpenAI-compatible chat-completions endpoint through the official SDK: OpenAI itself, or a local
 * Ollama, vLLM or llama.cpp server (OPENAI_BASE_URL, e.g. http://localhost:11434/v1).
 */
export class OpenAiProvider extends ChatProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(private readonly options: OpenAiProviderOptions) {
    super();
    this.client = new OpenAI({
      // Local servers ignore the key, but the SDK insists on one.
      apiKey: options.apiKey || 'not-needed',
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: options.maxRetries,
    });
    this.model = options.model || DEFAULT_OPENAI_MODEL;
  }

  /** With a format: `response_format` json_schema in strict mode (the answer is the JSON text). */
  protected async complete(prompt: Prompt, format?: JsonFormat): Promise<ChatAnswer> {
    // OpenAI's own newer models only take max_completion_tokens; compatible servers know max_tokens.
    const limit = this.options.baseURL ? { max_tokens: this.options.maxOutputTokens } : { max_completion_tokens: this.options.maxOutputTokens };
    const completion = await this.client.chat.completions.create({
      model: this.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      ...limit,
      ...(format ? { response_format: { type: 'json_schema' as const, json_schema: { name: format.name, schema: format.schema, strict: true } } } : {}),
    });
    return {
      text: (completion.choices[0]?.message?.content ?? '').trim(),
      model: completion.model || this.model,
      inputTokens: completion.usage?.prompt_tokens ?? 0,
      outputTokens: completion.usage?.completion_tokens ?? 0,
    };
  }
}
