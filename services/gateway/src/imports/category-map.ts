import { BLOG_CATEGORIES, BlogCategory } from '@app/site';
import type { CategoryMapping } from '@app/contract';

/** The category a post gets when none of its categories or tags says anything the table knows. */
export const FALLBACK_CATEGORY: BlogCategory = 'Video Editing';

/**
 * Words that point to each of the blog's four categories. A source category (or tag) is split into words
 * and scored against each list: whole words and prefixes ("editing" fits "edit") count; the best score wins.
 */
const KEYWORDS: Record<BlogCategory, readonly string[]> = {
  'Video Editing': ['edit', 'editor', 'premiere', 'davinci', 'resolve', 'final cut', 'grading', 'colour', 'color', 'post-production', 'postproduction', 'vfx', 'motion', 'after effects', 'transitions', 'cut', 'footage', 'timeline', 'b-roll'],
  'Video Marketing': ['marketing', 'market', 'advert', 'ads', 'brand', 'campaign', 'sales', 'vsl', 'conversion', 'funnel', 'promotion', 'seo', 'business', 'strategy', 'roi', 'commercial', 'agency', 'clients'],
  'Audience Building': ['audience', 'growth', 'grow', 'community', 'subscriber', 'follower', 'engagement', 'analytics', 'newsletter', 'social', 'retention', 'fans', 'reach', 'algorithm', 'views'],
  'Content Creating': ['content', 'creator', 'create', 'creating', 'film', 'shoot', 'camera', 'writing', 'storytelling', 'story', 'script', 'podcast', 'vlog', 'production', 'ideas', 'youtube', 'tiktok', 'shorts', 'lighting', 'audio'],
};

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9-]+/).filter(Boolean);
}

function score(text: string, keywords: readonly string[]): number {
  const lower = ` ${text.toLowerCase()} `;
  const own = words(text);
  let total = 0;
  for (const keyword of keywords) {
    if (keyword.includes(' ')) {
      if (lower.includes(` ${keyword} `)) total += 2;
    } else if (own.some((word) => word === keyword || (keyword.length >= 4 && word.startsWith(keyword)))) {
      total += 1;
    }
  }
  return total;
}

/** The nearest of the four for one name, and how it was found. */
export function mapCategory(name: string): CategoryMapping {
  const exact = BLOG_CATEGORIES.find((category) => category.toLowerCase() === name.trim().toLowerCase());
  if (exact) return { from: name, to: exact, how: 'exact' };
  let best: { category: BlogCategory; score: number } | null = null;
  for (const category of BLOG_CATEGORIES) {
    const value = score(name, KEYWORDS[category]);
    if (value > 0 && (!best || value > best.score)) best = { category, score: value };
  }
  return best ? { from: name, to: best.category, how: 'keyword' } : { from: name, to: FALLBACK_CATEGORY, how: 'default' };
}

/**
 * A post's category from its source categories (first the categories, then the tags as hints): the first
 * category that maps exactly or by keyword wins; failing that, the first tag that maps by keyword; else the
 * fallback. Answers the mapping that decided.
 */
export function chooseCategory(categories: readonly string[], tags: readonly string[]): CategoryMapping {
  const mapped = categories.map(mapCategory);
  const decided = mapped.find((mapping) => mapping.how !== 'default');
  if (decided) return decided;
  const fromTag = tags.map(mapCategory).find((mapping) => mapping.how !== 'default');
  if (fromTag) return { from: categories[0] ? `${categories[0]} (tag: ${fromTag.from})` : `(tag: ${fromTag.from})`, to: fromTag.to, how: 'keyword' };
  return mapped[0] ?? { from: '(none)', to: FALLBACK_CATEGORY, how: 'default' };
}
