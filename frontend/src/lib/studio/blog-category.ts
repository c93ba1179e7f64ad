import type { BlogCategory } from '@app/site';

/**
 * The studio keeps a category as text (its select lists BLOG_CATEGORIES; an idea brings the one the server
 * gave it). The gateway validates it against the same list and answers 400 with its message otherwise.
 */
export const asCategory = (category: string) => category as BlogCategory;
