import http from 'node:http';
import { AddressInfo } from 'node:net';
import { AnthropicPromptCache, OpenAiPromptCache, tokensOf } from './prompt-cache';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The usage the reply reported (what the request was billed). */
  usage?: Record<string, unknown>;
  /** respondAsProviders: the characters of the prompt's text (promptText) that the cache read covered. */
  cachedPromptChars?: number;
}

export interface ScriptedReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A tiny HTTP server on 127.0.0.1 that answers with scripted replies in order (the last one
 * repeats) and records every request, so adapter tests see exactly what the real SDK sent.
 * `respondAsProviders` answers like the real APIs instead, usage and prompt caching included.
 */
export class FakeLlmServer {
  readonly requests: RecordedRequest[] = [];
  /** The providers' prompt caches (test/support/prompt-cache.ts), kept across requests until `resetCaches`. */
  private anthropicCache = new AnthropicPromptCache();
  private openAiCache = new OpenAiPromptCache();
  private replies: ScriptedReply[] = [];
  private responder?: (request: RecordedRequest) => ScriptedReply;
  private hold?: { when: (request: RecordedRequest) => boolean; onHeld: (release: () => void) => void };
  private server?: http.Server;
  private delayMs = 0;

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        this.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: text ? JSON.parse(text) : {} });
        const recorded = this.requests.at(-1)!;
        if (this.hold?.when(recorded)) {
          // Never answered until released: the client waits, as on a slow model.
          this.hold.onHeld(() => response.destroy());
          return;
        }
        const reply = this.responder ? this.responder(recorded) : this.replies.length > 1 ? this.replies.shift()! : this.replies[0];
        if (!reply) {
          response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"no reply scripted"}');
          return;
        }
        recorded.usage = (reply.body as { usage?: Record<string, unknown> } | undefined)?.usage;
        const send = () => response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
        if (this.delayMs) setTimeout(send, this.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Answers every later request this long after it arrived, as a slow model would. */
  slow(delayMs: number): this {
    this.delayMs = delayMs;
    return this;
  }

  reply(...replies: ScriptedReply[]): this {
    this.replies = replies;
    this.responder = undefined;
    this.requests.length = 0;
    return this;
  }

  /** Leaves matching requests unanswered; `onHeld` gets a function that drops the connection. */
  holdWhile(when: (request: RecordedRequest) => boolean, onHeld: (release: () => void) => void): this {
    this.hold = { when, onHeld };
    return this;
  }

  /** Answers each request from what it asks (e.g. the structured format it names) instead of a script. */
  respond(responder: (request: RecordedRequest) => ScriptedReply): this {
    this.responder = responder;
    this.requests.length = 0;
    return this;
  }

  /**
   * Answers every request as the provider it was sent to would: `answer(format)` is the structured value
   * for the format the request names (an Anthropic tool_use for a forced tool, an OpenAI tool call for a
   * forced function, JSON text otherwise), and the usage is counted from the request's bytes with the
   * prompt caches of test/support/prompt-cache.ts (cached tokens as each API reports them).
   */
  respondAsProviders(answer: (format: string, request: RecordedRequest) => unknown): this {
    return this.respond((request) => {
      const format = requestedFormat(request) ?? '';
      const value = answer(format, request);
      const model = String(request.body.model ?? 'model-test-1');
      const output = tokensOf(JSON.stringify(value).length);
      if (request.path.endsWith('/messages')) {
        const { usage: cache, cachedPromptChars } = this.anthropicCache.account(request.body);
        request.cachedPromptChars = cachedPromptChars;
        const forced = (request.body.tool_choice as { type?: string } | undefined)?.type === 'tool';
        return forced ? anthropicToolUse(format, value, { ...cache, output_tokens: output }, model) : anthropicMessage(JSON.stringify(value), { ...cache, output_tokens: output }, model);
      }
      const { usage: cache, cachedPromptChars } = this.openAiCache.account(request.body);
      request.cachedPromptChars = cachedPromptChars;
      const usage = { ...cache, completion_tokens: output };
      const forced = (request.body.tool_choice as { type?: string } | undefined)?.type === 'function';
      return forced ? openAiToolCall(format, value, usage, model) : openAiCompletion(JSON.stringify(value), usage, model);
    });
  }

  /** Empties both prompt caches (a cold start). */
  resetCaches(): this {
    this.anthropicCache = new AnthropicPromptCache();
    this.openAiCache = new OpenAiPromptCache();
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

type AnthropicUsage = { input_tokens: number; output_tokens: number; cache_creation_input_tokens?: number; cache_read_input_tokens?: number };
type OpenAiUsage = { prompt_tokens: number; completion_tokens: number; prompt_tokens_details?: { cached_tokens: number } };

export function anthropicMessage(text: string, usage: AnthropicUsage = { input_tokens: 321, output_tokens: 654 }, model = 'claude-test-1'): ScriptedReply {
  return {
    status: 200,
    body: { id: 'msg_1', type: 'message', role: 'assistant', model, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage },
  };
}

export function openAiCompletion(text: string, usage: OpenAiUsage = { prompt_tokens: 123, completion_tokens: 456 }, model = 'gpt-test-1'): ScriptedReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

/** An error reply in the provider's shape; retry-after-ms keeps SDK retries fast in tests. */
export function errorReply(status: number, message = 'try again'): ScriptedReply {
  return { status, body: { type: 'error', error: { type: 'api_error', message } }, headers: { 'retry-after-ms': '5' } };
}

/** A Messages API answer that calls the forced tool: Anthropic's structured output. */
export function anthropicToolUse(name: string, input: unknown, usage: AnthropicUsage = { input_tokens: 321, output_tokens: 654 }, model = 'claude-test-1'): ScriptedReply {
  return {
    status: 200,
    body: { id: 'msg_1', type: 'message', role: 'assistant', model, content: [{ type: 'tool_use', id: 'toolu_1', name, input }], stop_reason: 'tool_use', stop_sequence: null, usage },
  };
}

/** A chat completion that calls the forced function: OpenAI's structured output through tools. */
export function openAiToolCall(name: string, args: unknown, usage: OpenAiUsage = { prompt_tokens: 123, completion_tokens: 456 }, model = 'gpt-test-1'): ScriptedReply {
  const call = { id: 'call_1', type: 'function', function: { name, arguments: JSON.stringify(args) } };
  return {
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: [call] }, finish_reason: 'stop' }],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

/**
 * The structured answer a request asks for: OpenAI's forced function or response_format schema name, or
 * Anthropic's forced tool.
 */
export function requestedFormat(request: RecordedRequest): string | undefined {
  const body = request.body as { response_format?: { json_schema?: { name?: string } }; tool_choice?: { name?: string; function?: { name?: string } } };
  return body.tool_choice?.function?.name ?? body.response_format?.json_schema?.name ?? body.tool_choice?.name;
}

/**
 * A request's prompt as people count "characters of prompt": the system and message text, without the
 * tool or schema definitions the request also carries.
 */
export function promptText(request: RecordedRequest): string {
  const body = request.body as { system?: unknown; messages?: Array<{ content?: unknown }> };
  const text = (content: unknown): string => {
    if (typeof content === 'string') return content;
    if (!Array.isArray(content)) return '';
    return content.map((block: { text?: unknown }) => (typeof block?.text === 'string' ? block.text : '')).join('');
  };
  return [text(body.system), ...(body.messages ?? []).map((message) => text(message.content))].join('');
}
