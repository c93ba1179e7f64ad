import OpenAI from 'openai';
import { ChatAnswer, ChatProvider, StructuredAnswer } from './chat-provider';
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

  /**
   * The prompt as OpenAI's automatic prefix caching wants it (issue 30): the tools, then the system message
   * (the shared system prompt and the job's context), the same bytes in every stage, then the stage's own
   * text. From 1,024 identical leading tokens on, the API reads them from its cache in 128-token steps.
   * Structured output is a forced function call with a strict schema, not `response_format`: the API puts a
   * response_format schema before the system message, so a schema that changes by stage would leave nothing
   * in common between stages; the toolbox is the same in every request.
   */
  protected async complete(prompt: Prompt, structured?: StructuredAnswer): Promise<ChatAnswer> {
    // OpenAI's own newer models only take max_completion_tokens; compatible servers know max_tokens.
    const limit = this.options.baseURL ? { max_tokens: this.options.maxOutputTokens } : { max_completion_tokens: this.options.maxOutputTokens };
    const completion = await this.client.chat.completions.create({
      model: this.model,
      messages: [
        { role: 'system', content: prompt.context ? `${prompt.system}\n\n${prompt.context}` : prompt.system },
        { role: 'user', content: prompt.user },
      ],
      ...limit,
      ...(structured
        ? {
            tools: structured.tools.map((tool) => ({ type: 'function' as const, function: { name: tool.name, description: tool.description, parameters: tool.schema, strict: true } })),
            tool_choice: { type: 'function' as const, function: { name: structured.answer } },
            parallel_tool_calls: false,
          }
        : {}),
    });
    const message = completion.choices[0]?.message;
    const call = message?.tool_calls?.find((candidate) => candidate.type === 'function' && candidate.function.name === structured?.answer);
    const args = call?.type === 'function' ? call.function.arguments : undefined;
    const cacheReadTokens = completion.usage?.prompt_tokens_details?.cached_tokens ?? 0;
    return {
      // Arguments that do not parse (cut off) travel as text: the caller reads them as a malformed answer.
      text: (message?.content ?? (args !== undefined && parsedArguments(args) === undefined ? args : '')).trim(),
      json: args !== undefined ? parsedArguments(args) : undefined,
      model: completion.model || this.model,
      inputTokens: completion.usage?.prompt_tokens ?? 0,
      outputTokens: completion.usage?.completion_tokens ?? 0,
      cacheReadTokens,
      // OpenAI bills a cache write as ordinary input and does not report it.
      cacheWriteTokens: 0,
    };
  }
}

function parsedArguments(args: string): unknown {
  try {
    return JSON.parse(args);
  } catch {
    return undefined;
  }
}
