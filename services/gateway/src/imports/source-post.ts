import type { ImportedRevision } from '@app/contract';

/** A post as a reader found it, before conversion: the one shape every source is read into. */
export interface SourcePost {
  importKey: string;
  title: string;
  /** The source's slug ('' when it had none). */
  slug: string;
  body: { html: string } | { markdown: string };
  excerpt: string;
  categories: string[];
  tags: string[];
  author: string;
  /** `skip`: not a post to import (a page, private, trashed...): `skipReason` says why. */
  state: 'published' | 'draft' | 'skip';
  skipReason?: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  publishedAt: Date | null;
  featuredImage: string | null;
  featuredImageAlt: string;
  metaDescription: string;
  /** Old addresses (URLs or paths) that should answer 301 to the new slug. */
  legacyPaths: string[];
  /** Where relative image paths start from inside the upload (markdown files: the file's folder). */
  baseDir: string;
  revisions: ImportedRevision[];
  /** WordPress attachment id → URL, for [gallery]. */
  attachments?: ReadonlyMap<string, string>;
  /** This product's own export: the fields it wrote are taken as they are (no mapping, no guessing). */
  exact?: { category: string; status: string; estimatedReadTime: number };
  /** Notes the reader made about this post (e.g. a scheduled post imported as a draft). */
  notes: string[];
}

/** A date from the source, or null when it is missing or not a date. */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!text || text.startsWith('0000-00-00')) return null;
  // WordPress's GMT dates have no zone mark: "2019-05-15 10:00:00".
  const date = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}
