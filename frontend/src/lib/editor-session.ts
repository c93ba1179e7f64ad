/**
 * This page's studio tab id, sent as X-Editor-Session with every write (issue 27): the gateway records it
 * with each change, so a later 409 can say whether "this tab" or "another tab" made a change. One id per
 * page load, held in memory: a duplicated tab (which copies sessionStorage) must not pass for this one, and
 * a reloaded page holds no edits made before it.
 */
export const EDITOR_SESSION_HEADER = 'X-Editor-Session';

let sessionId: string | null = null;

/** 22 letters, digits, - or _ (the gateway accepts 1 to 64 of them). */
function newSessionId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function editorSessionId(): string {
  sessionId ??= newSessionId();
  return sessionId;
}
