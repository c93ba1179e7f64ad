const FIELD_WORDS: Record<string, string> = {
  metaDescription: 'meta description',
  estimatedReadTime: 'read time',
  featuredImage: 'featured image',
  featuredImageAlt: 'image alt text',
  slug: 'URL',
};

/** A post field in words: 'metaDescription' -> 'meta description' (the proposals, the editor's conflicts). */
export function fieldWords(field: string): string {
  return FIELD_WORDS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** ['a'] -> 'a'; ['a', 'b', 'c'] -> 'a, b and c'. */
export function inWords(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
