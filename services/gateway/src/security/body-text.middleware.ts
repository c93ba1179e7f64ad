import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Characters no text this API takes can mean, and Postgres cannot store: U+0000 (text and jsonb
 * refuse it) and unpaired surrogates (JSON's "\ud800" escape; jsonb refuses it, text would get
 * U+FFFD instead). With the `u` flag a paired surrogate is one code point, so only unpaired ones match.
 */
const UNSTORABLE = /[\u0000\p{Cs}]/u;
/** A text with none of them: for a DTO's @Matches on text that arrives outside the body (a query string). */
export const STORABLE_TEXT = /^[^\u0000\p{Cs}]*$/u;

/**
 * Where the first string holding an unstorable character sits in a parsed body ('title',
 * 'keywords[1]', a key's own path for a key), or null. Iterative: bodies reach here limited in
 * depth, but not in breadth.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path || 'the body';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const isArray = Array.isArray(current);
    for (const [key, child] of Object.entries(current)) {
      const childPath = isArray ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (UNSTORABLE.test(key)) return childPath;
      stack.push([child, childPath]);
    }
  }
  return null;
}

export function unstorableTextMessage(path: string): string {
  const printable = path.replace(/[\u0000\p{Cs}]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${printable} must not contain NUL (U+0000) or unpaired surrogate characters`;
}

/**
 * After the body parsers: a body with an unstorable character in any string answers 400 instead
 * of failing deep in a transaction as a 500. One check here covers every field of every route,
 * present and future, those a DTO reads and those read by hand (the login guard), like the depth
 * check before it. Other control characters are text Postgres keeps (a pasted U+000B, say): they
 * are accepted, and made safe where they matter, on output (XML: seo/xml-text).
 */
export function rejectUnstorableText(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const path = request.body !== null && typeof request.body === 'object' ? findUnstorableText(request.body) : null;
    if (path !== null) {
      response.status(400).json({ statusCode: 400, message: unstorableTextMessage(path) });
      return;
    }
    next();
  };
}
