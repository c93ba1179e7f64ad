import http from 'node:http';
import { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface ScriptedReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A tiny HTTP server on 127.0.0.1 that answers with scripted replies in order (the last one
 * repeats) and records every request, so adapter tests see exactly what the real SDK sent.
 */
export class FakeLlmServer {
  readonly requests: RecordedRequest[] = [];
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

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export function anthropicMessage(text: string, usage = { input_tokens: 321, output_tokens: 654 }, model = 'claude-test-1'): ScriptedReply {
  return {
    status: 200,
    body: { id: 'msg_1', type: 'message', role: 'assistant', model, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage },
  };
}

export function openAiCompletion(text: string, usage = { prompt_tokens: 123, completion_tokens: 456 }, model = 'gpt-test-1'): ScriptedReply {
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
export function anthropicToolUse(name: string, input: unknown, usage = { input_tokens: 321, output_tokens: 654 }, model = 'claude-test-1'): ScriptedReply {
  return {
    status: 200,
    body: { id: 'msg_1', type: 'message', role: 'assistant', model, content: [{ type: 'tool_use', id: 'toolu_1', name, input }], stop_reason: 'tool_use', stop_sequence: null, usage },
  };
}

/** The structured answer a request asks for: OpenAI's response_format schema name, or Anthropic's forced tool. */
export function requestedFormat(request: RecordedRequest): string | undefined {
  const body = request.body as { response_format?: { json_schema?: { name?: string } }; tool_choice?: { name?: string } };
  return body.response_format?.json_schema?.name ?? body.tool_choice?.name;
}
