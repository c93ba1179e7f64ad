import { ApiError } from './api-error';

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

/** The HTTP status of an error raised by the api client, or null for any other error. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/**
 * The server's message inside an api-client error (the gateway's {statusCode, message}); null when
 * there is none, so the caller shows the spec's fallback text.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}
