import type { components } from './api/schema';

/** The gateway's one error shape (its ApiErrorDto). */
export type ApiErrorBody = components['schemas']['ApiErrorDto'];

function parseBody(text: string): ApiErrorBody | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** The message a person should read: the body's `message` (older gateways sent a list), or null. */
function messageOf(body: ApiErrorBody | null): string | null {
  const message: unknown = body?.message;
  if (Array.isArray(message)) return message.filter((item) => typeof item === 'string').join('. ') || null;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * A non-OK answer of the API, as the api client raises it. `message` keeps spec §8's text
 * ('{status}: {body}', or '{status}: {statusText}' for an empty body); callers read the fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The parsed JSON body, null when the answer was not JSON (a proxy's HTML page, an empty 502). */
  readonly body: ApiErrorBody | null;
  /** The server's message for a person, null when there is none (the caller shows its own fallback). */
  readonly serverMessage: string | null;

  constructor(
    readonly status: number,
    statusText: string,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.body = parseBody(bodyText);
    this.serverMessage = messageOf(this.body);
  }
}
