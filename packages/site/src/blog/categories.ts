/** The four blog categories of the spec, in the order the blog filter shows them. */
export const BLOG_CATEGORIES = [
  'Content Creating',
  'Audience Building',
  'Video Marketing',
  'Video Editing',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The line a new draft holds until AI (or the admin) writes it: the spec's 'Ready for Writing' marker, in
 * neutral words (issue 27: the spec's own line names a vendor).
 */
export const DRAFT_PLACEHOLDER_CONTENT = 'This post is ready to be written.';

/** Every placeholder line a stored draft may hold: the current one, and the spec's from drafts made before it. */
export const DRAFT_PLACEHOLDER_LINES: readonly string[] = [DRAFT_PLACEHOLDER_CONTENT, 'This post is ready for Claude to write content.'];

/** Spec §4's 'Ready for Writing' test: the content still holds a placeholder line (anywhere in it). */
export function holdsDraftPlaceholder(content: string | null | undefined): boolean {
  return DRAFT_PLACEHOLDER_LINES.some((line) => (content ?? '').includes(line));
}

/** The content is nothing but a placeholder line (or empty): no human text to lose. */
export function isUnwrittenContent(content: string | null | undefined): boolean {
  const text = (content ?? '').trim();
  return !text || DRAFT_PLACEHOLDER_LINES.includes(text);
}

export const DEFAULT_AUTHOR = 'Hyperframe Team';
export const DEFAULT_READ_TIME_MINUTES = 5;
export const EXCERPT_FALLBACK_LENGTH = 100;
