import { ALL_CATEGORIES, BLOG_CATEGORIES, excerptOrFallback, filterPosts, parseKeywords } from '@app/site';
import type { PageablePost, PublicPostSummary } from '@app/site';

export { categoryColor } from '@/config/categories';

export { BLOG_CATEGORIES, parseKeywords };
export type CategoryFilter = typeof ALL_CATEGORIES | (typeof BLOG_CATEGORIES)[number];
export const FILTER_CATEGORIES: CategoryFilter[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

/** Spec §5's filter, the one the gateway's page read applies (@app/site). */
export { ALL_CATEGORIES, filterPosts };

/** ?category=... preselects the filter; anything that is not a known category means 'all'. */
export function categoryFromParam(value: string | null): CategoryFilter {
  return (BLOG_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as CategoryFilter) : ALL_CATEGORIES;
}

/** Spec §5 excerpt fallback: the excerpt, or the first 100 characters of the content and an ellipsis. */
export function postExcerpt(post: Pick<PageablePost, 'excerpt'> & { content?: string }): string {
  return excerptOrFallback(post.excerpt, post.content ?? '');
}

/** Home teaser: one post each from Video Editing, Video Marketing and Audience Building (else Content Creating). */
export function pickTeaserPosts<T extends Pick<PublicPostSummary, 'category' | 'id'>>(posts: readonly T[]): T[] {
  const slots: string[][] = [['Video Editing'], ['Video Marketing'], ['Audience Building', 'Content Creating']];
  const picked: T[] = [];
  for (const categories of slots) {
    for (const category of categories) {
      const post = posts.find((candidate) => candidate.category === category && !picked.includes(candidate));
      if (post) {
        picked.push(post);
        break;
      }
    }
  }
  return picked.slice(0, 3);
}

/** Long US English date, e.g. 'March 5, 2025'. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
