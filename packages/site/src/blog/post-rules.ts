import { EXCERPT_FALLBACK_LENGTH } from './categories';

/**
 * Keywords arrive in three forms (spec §3): a JSON-encoded array, a plain array, or a comma-separated
 * string. Every form becomes a clean list: trimmed, blanks dropped, duplicates removed (case-insensitive).
 */
export function parseKeywords(input: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(input)) {
    items = input;
  } else if (typeof input === 'string') {
    items = parseKeywordString(input);
  } else {
    items = [];
  }
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const keyword = String(item).trim();
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
  }
  return result;
}

function parseKeywordString(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON after all: fall through and treat it as a comma-separated list.
    }
  }
  return trimmed.split(',');
}

/** Spec §5: lowercase, each run outside a-z0-9 becomes one hyphen, no leading or trailing hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `slugify` as a PostgreSQL expression over a text column, to match stored titles against slugs. */
export function slugifySql(column: string): string {
  return `btrim(regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'), '-')`;
}

/** Spec §5: no excerpt means the first 100 characters of the content and an ellipsis. */
export function excerptOrFallback(excerpt: string | null | undefined, content: string): string {
  if (excerpt && excerpt.trim()) return excerpt;
  return `${content.slice(0, EXCERPT_FALLBACK_LENGTH)}...`;
}

/** Words are runs between spaces that hold at least one letter or digit (markdown marks are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time at 200 words a minute, never less than one minute. */
export function estimateReadTime(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / 200));
}
