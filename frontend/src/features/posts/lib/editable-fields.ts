import { parseKeywords } from '@app/site';
import type { AdminPost } from '@/lib/studio/post';

/**
 * The fields the editor changes: spec §2 'Edit Blog Post', the alt text beside the image, and the settings
 * (issue 28 item 3: slug, keywords, publish date).
 */
export const EDITABLE = ['title', 'excerpt', 'content', 'category', 'author', 'metaDescription', 'featuredImage', 'featuredImageAlt', 'slug', 'keywords', 'publishedAt'] as const;
export type Editable = (typeof EDITABLE)[number];
export type EditableFields = Pick<AdminPost, Editable>;

/** One field's value as the editor compares it: missing and empty read the same; keywords as their list. */
export function valueOf(post: Partial<EditableFields>, field: Editable): string {
  if (field === 'keywords') return parseKeywords(post.keywords).join('\u0000');
  return String(post[field] ?? '');
}

export function sameField(a: Partial<EditableFields>, b: Partial<EditableFields>, field: Editable): boolean {
  return valueOf(a, field) === valueOf(b, field);
}

/** The editable fields that differ between two versions of a post. */
export function changedFields(from: Partial<EditableFields>, to: Partial<EditableFields>): Editable[] {
  return EDITABLE.filter((field) => !sameField(from, to, field));
}

export function editableFieldsOf(post: AdminPost): EditableFields {
  return Object.fromEntries(EDITABLE.map((field) => [field, post[field]])) as EditableFields;
}

/**
 * The server's latest version with every field the admin changed since `opened` laid on top: a post that
 * moved on (a save, an accept, a restore) is adopted without losing anything typed.
 */
export function mergeEdits(latest: AdminPost, opened: Partial<EditableFields>, edited: Partial<EditableFields>): AdminPost {
  const merged: AdminPost = { ...latest };
  for (const field of changedFields(opened, edited)) (merged as unknown as Record<Editable, unknown>)[field] = edited[field];
  return merged;
}

/** The editor's words for a field (the spec's labels). */
export const FIELD_LABEL: Record<Editable, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Category',
  author: 'Author',
  metaDescription: 'Meta Description',
  featuredImage: 'Featured Image URL',
  featuredImageAlt: 'Featured Image Alt Text',
  slug: 'URL slug',
  keywords: 'Keywords',
  publishedAt: 'Publish date',
};
