import { parseKeywords } from '@app/site';
import { ValidateIf, ValidationOptions, registerDecorator } from 'class-validator';

/** Validates the field whenever it is present; unlike @IsOptional, null is not "absent". */
export const IfPresent = () => ValidateIf((_object, value) => value !== undefined);

/**
 * The size of every post field, wherever it arrives: the post editor's DTOs and the AI routes that
 * create or describe posts use these, so a value one route refuses is refused by all of them.
 */
export const POST_FIELD_LIMITS = Object.freeze({
  title: 300,
  slug: 200,
  excerpt: 5000,
  content: 500_000,
  author: 120,
  metaDescription: 1000,
  imageReference: 2000,
  imageAlt: 300,
  readTimeMinutes: 600,
});

export const KEYWORD_LIMITS = Object.freeze({
  count: 50,
  length: 100,
  /** The text forms (JSON or comma-separated): room for 50 x 100 characters as JSON, bounding the parse. */
  textLength: 10_000,
});

/** Spec §3 accepts keywords as an array, a JSON-encoded array or a comma-separated string. */
export type KeywordsInput = string | string[];

function isWithinKeywordLimits(value: unknown): boolean {
  if (typeof value === 'string') {
    if (value.length > KEYWORD_LIMITS.textLength) return false;
    // The text is judged by what it becomes: a string of 51 keywords is 51 keywords.
    const parsed = parseKeywords(value);
    return parsed.length <= KEYWORD_LIMITS.count && parsed.every((keyword) => keyword.length <= KEYWORD_LIMITS.length);
  }
  return (
    Array.isArray(value) &&
    value.length <= KEYWORD_LIMITS.count &&
    value.every((item) => typeof item === 'string' && item.length <= KEYWORD_LIMITS.length)
  );
}

/**
 * Keywords in any of the spec's three forms, at most 50 of at most 100 characters each. Validate the raw
 * value (no @Transform before it) and turn it into a list with parseKeywords where it is used.
 */
export function IsKeywordList(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isKeywordList',
      target: target.constructor,
      propertyName,
      options: {
        message:
          `${propertyName} must be at most ${KEYWORD_LIMITS.count} keywords of at most ${KEYWORD_LIMITS.length} characters each: ` +
          'an array of strings, a JSON-encoded array or a comma-separated string',
        ...options,
      },
      validator: { validate: isWithinKeywordLimits },
    });
}

/** Any origin will do: only whether a relative reference stays on it matters. */
const SITE = new URL('https://site.invalid/');

/**
 * What a browser would load for `value` in an <img src> on this site: the value is judged as the WHATWG
 * URL parser (every browser's) reads it, not as text. A backslash is a slash there (`/\evil.example/x.png`
 * is `//evil.example/x.png`, another site), so none is accepted; nor are spaces or control characters,
 * which the parser drops or encodes.
 */
function isImageReference(value: unknown): boolean {
  if (value === null || value === '') return true;
  if (typeof value !== 'string' || value.length > POST_FIELD_LIMITS.imageReference) return false;
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    if (value.startsWith('/')) return new URL(value, SITE).origin === SITE.origin;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Empty (no image), an http(s) URL, or a path on this site such as /media/<hash>.png. */
export function IsImageReference(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isImageReference',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must be an http(s) URL, a path on this site starting with /, or empty`, ...options },
      validator: { validate: isImageReference },
    });
}
