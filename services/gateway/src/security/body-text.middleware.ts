import { isUtf8 } from 'node:buffer';
import { drawableText, TextShape } from '@app/site';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
 * Fields whose text has lines of its own (an article, an excerpt, feedback, a fact): they keep their tabs
 * and line feeds. Every other text field is one line (drawableText's 'single-line').
 */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['content', 'excerpt', 'metaDescription', 'feedback', 'notes', 'statement', 'description']);
/** Compared as typed, never rewritten: the sign-in credentials (the configured ones are not normalised). */
const VERBATIM_FIELDS: ReadonlySet<string> = new Set(['username', 'password']);

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
 * Rewrites every string value of a parsed body, in place, by the product's one text rule (drawableText):
 * single-line or multi-line by its field's name (an array's items by the array's), credentials as typed.
 * Keys are left as they are: a key is a field name, which validation judges. Iterative, like the search above.
 */
export function cleanBodyText(body: unknown): void {
  const stack: Array<[object, string | null]> = body !== null && typeof body === 'object' ? [[body, null]] : [];
  while (stack.length) {
    const [container, parentField] = stack.pop()!;
    const isArray = Array.isArray(container);
    const record = container as Record<string, unknown>;
    for (const [key, value] of Object.entries(container)) {
      const field = isArray ? parentField : key;
      if (typeof value === 'string') {
        if (field !== null && VERBATIM_FIELDS.has(field)) continue;
        const shape: TextShape = field !== null && MULTI_LINE_FIELDS.has(field) ? 'multi-line' : 'single-line';
        const clean = drawableText(value, shape);
        if (clean !== value) record[key] = clean;
      } else if (value !== null && typeof value === 'object') {
        stack.push([value, field]);
      }
    }
  }
}

/**
 * After the body parsers, the one place text enters (every field of every route, present and future,
 * those a DTO reads and those read by hand, like the depth check before it):
 * - 400 for what cannot be stored faithfully: NUL or an unpaired surrogate in any string or key
 *   (invalid UTF-8 never gets this far: see verifyUtf8Body);
 * - everything else is cleaned to drawable text (NFC, LF line breaks, no control characters; one line
 *   unless the field is multi-line), so what is stored is what every page, feed and cover can draw.
 */
export function acceptBodyText(): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.body === null || typeof request.body !== 'object') return next();
    const path = findUnstorableText(request.body);
    if (path !== null) {
      response.status(400).json({ statusCode: 400, message: unstorableTextMessage(path) });
      return;
    }
    cleanBodyText(request.body);
    next();
  };
}

/** body-parser's error type for a body that is not UTF-8 (AllExceptionsFilter words it). */
export const INVALID_UTF8_TYPE = 'entity.utf8.invalid';

/**
 * body-parser's `verify` hook: a body declared (or defaulted to) UTF-8 whose bytes are not UTF-8 is
 * refused with 400, where the decoder would have turned each bad sequence into U+FFFD and stored that.
 */
export function verifyUtf8Body(_request: IncomingMessage, _response: ServerResponse, body: Buffer, encoding: string): void {
  if (encoding.toLowerCase().replace('-', '') !== 'utf8' || isUtf8(body)) return;
  throw Object.assign(new Error('The request body is not valid UTF-8'), { status: 400, type: INVALID_UTF8_TYPE });
}
