import { parseKeywords } from '@app/site';
import { META_DESCRIPTION_MAX } from './content.types';
import { parseArticle } from './markdown-document';
import { leadSentences, markdownToPlainText, truncateAtWord } from './text';

export const EXCERPT_MAX = 240;
export const KEYWORDS_MAX = 8;

/** Excerpt, meta description and keywords for an article, derived from its opening and inputs. */
export function describeArticle(input: { title: string; excerpt?: string | null; content: string; keywords: string[] }): {
  excerpt: string;
  metaDescription: string;
  keywords: string[];
} {
  const opening = markdownToPlainText(parseArticle(input.content).intro);
  const given = input.excerpt?.trim();
  // An excerpt that only repeats the title or topic (the production form sends the topic) is not an excerpt.
  const useGiven = given && given.length >= 60 && given.toLowerCase() !== input.title.trim().toLowerCase();
  const excerpt = useGiven ? given : leadSentences(opening, EXCERPT_MAX);
  return {
    excerpt,
    metaDescription: metaDescriptionFrom(excerpt, input.title),
    keywords: parseKeywords(input.keywords).slice(0, KEYWORDS_MAX),
  };
}

/** Whole sentences when they fit in 160 characters; a title-based line next; a cut text last. */
export function metaDescriptionFrom(text: string, title?: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const sentences = leadSentences(plain, META_DESCRIPTION_MAX);
  if (sentences.length >= 70 && sentences.length <= META_DESCRIPTION_MAX && /[.!?]$/.test(sentences)) return sentences;
  if (title) {
    const line = `${title.trim().replace(/[.!?]$/, '')}: practical advice from Hyperframe's TV-trained video team.`;
    if (line.length <= META_DESCRIPTION_MAX) return line;
  }
  return truncateAtWord(plain, META_DESCRIPTION_MAX);
}
