import { ApiError } from '@/lib/api-error';
import type { components } from '@/lib/api/schema';
import { formatDateTime } from './dates';

/**
 * A 409 where the post moved on carries, beside `{statusCode, message}`, what changed since the version the
 * request was made against, who changed it (this tab, another tab, an AI job, the schedule) and the post as
 * stored (issue 27). The studio names them in its words.
 */
export type PostConflict = components['schemas']['PostConflictDto'];
export type PostChange = components['schemas']['PostChangeDto'];

/** The `conflict` of a 409, or null (another failure, or a 409 that names no change). */
export function conflictOf<T = PostConflict>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const conflict = (error.body as { conflict?: unknown } | null)?.conflict;
  return conflict && typeof conflict === 'object' ? (conflict as T) : null;
}

const FIELD_WORDS: Record<string, string> = {
  metaDescription: 'meta description',
  featuredImage: 'featured image',
  featuredImageAlt: 'image alt text',
  estimatedReadTime: 'read time',
  slug: 'URL',
  published: 'published state',
};

/** 'title' → 'title'; 'featuredImageAlt' → 'image alt text'. */
export const fieldInWords = (field: string) => FIELD_WORDS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** ['a'] → 'a'; ['a', 'b', 'c'] → 'a, b and c'. */
export const listInWords = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** One change as a line: 'Title and content, by another tab, Nov 25, 2026, 8:31 PM'. */
export function changeInWords(change: PostChange): string {
  const fields = change.fields.length ? listInWords(change.fields.map(fieldInWords)) : change.reason;
  return `${fields.charAt(0).toUpperCase()}${fields.slice(1)}, by ${change.by.label}, ${formatDateTime(change.at)}`;
}
