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

/** The line a draft holds until AI (or the admin) writes it: the spec's 'Ready for Writing' marker. */
export const DRAFT_PLACEHOLDER_CONTENT = 'This post is ready for Claude to write content.';

export const DEFAULT_AUTHOR = 'Hyperframe Team';
export const DEFAULT_READ_TIME_MINUTES = 5;
export const EXCERPT_FALLBACK_LENGTH = 100;
