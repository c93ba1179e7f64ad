import { ALL_CATEGORIES, BLOG_CATEGORIES, excerptOrFallback, filterPosts, parseKeywords, SITE } from '@app/site';
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

export interface ArticleCta {
  heading: string;
  text: string;
  button: string;
  href: string;
  external: boolean;
}

/** Spec §2 closing call to action of each category's articles: the Academy, Scale, Creator or Influencer pitch. */
const CATEGORY_CTAS: Readonly<Record<string, ArticleCta>> = {
  'Video Editing': {
    heading: 'Want to Earn 5-15K a Month as a Video Editor?',
    text: 'The Academy coaches video editors on the skills, systems and clients behind a career that pays.',
    button: 'Join Academy',
    href: SITE.external.academy,
    external: true,
  },
  'Video Marketing': {
    heading: 'Ready to Scale Your Video Marketing?',
    text: 'Paid ads, sales video letters and brand projects edited and directed to drive revenue.',
    button: 'Explore Scale',
    href: SITE.external.scale,
    external: true,
  },
  'Content Creating': {
    heading: 'Ready to Transform Your Content Strategy?',
    text: 'Retention-focused editing and a channel growth subscription for creators.',
    button: 'Explore Creator',
    href: SITE.external.creator,
    external: true,
  },
  'Audience Building': {
    heading: 'Ready to Build Your Audience?',
    text: 'Social content scaling built to take your reach past 10M+ views.',
    button: 'Explore Influencer',
    href: SITE.external.influencer,
    external: true,
  },
};

/** Any other category (or none): the services page. */
const SERVICES_CTA: ArticleCta = {
  heading: 'Ready to Transform Your Video Content?',
  text: 'Editing, management and training services built for growth and impact.',
  button: 'View Our Services',
  href: '/services',
  external: false,
};

/** Spec §2 closing call to action by category. */
export function ctaFor(category: string): ArticleCta {
  return Object.hasOwn(CATEGORY_CTAS, category) ? CATEGORY_CTAS[category] : SERVICES_CTA;
}

/** Long US English date, e.g. 'March 5, 2025'. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
