import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { EDITOR_SESSION_HEADER, editorSessionId } from './editor-session';

export { ApiError };

/** Spec §8: a non-OK answer is an error ('{status}: {body}'); an ApiError carries the status and body as fields. */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
}

/**
 * Every write goes through here: JSON in and out, cookies included, this tab's id (X-Editor-Session, so a
 * 409 can tell this tab's changes from another's), a non-OK answer is an error.
 */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}), [EDITOR_SESSION_HEADER]: editorSessionId() },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: the query key's segments joined with '/' form the URL. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
