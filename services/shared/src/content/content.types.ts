import { IdeaSettings } from '../jobs';

export type ContentTone = IdeaSettings['tone'];

export interface WriteArticleInput {
  title: string;
  excerpt?: string | null;
  category: string;
  keywords: string[];
  tone?: ContentTone;
  /** What the article is about, in a few words; derived from the title or keywords when missing. */
  topic?: string | null;
}

export interface ReviseArticleInput {
  title: string;
  category: string;
  keywords: string[];
  /** The current markdown. */
  content: string;
  /** The admin's request, in their words. */
  feedback: string;
}

export interface ReviseSectionInput {
  title: string;
  category: string;
  keywords: string[];
  /** The heading text of the `##` section. */
  heading: string;
  /** The section's markdown after its heading line. */
  body: string;
  feedback: string;
}

export interface ArticleDraft {
  /** Markdown without an H1 (the page shows the title). */
  content: string;
  excerpt: string;
  /** At most 160 characters. */
  metaDescription: string;
  keywords: string[];
  /** Minutes, from the word count. */
  estimatedReadTime: number;
}

export const META_DESCRIPTION_MAX = 160;
