/** Spec §2: the session time remaining, in hours and minutes, from seconds. */
export function formatTimeRemaining(seconds: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  return `${hours}h ${minutes}m`;
}

/** The login time as the admin reads it, e.g. 'Nov 21, 2026, 9:46 PM'. */
export function formatLoginTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The HTTP status of an error raised by the api client ('{status}: {body}'), or null. */
export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The server's message inside an api-client error ('{status}: {body}', the body being the gateway's
 * {statusCode, message}); null when there is none, so the caller shows the spec's fallback text.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  const body = match[1].trim();
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    const message = parsed?.message;
    if (Array.isArray(message)) return message.filter((item) => typeof item === 'string').join('. ') || null;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    return null;
  }
}
