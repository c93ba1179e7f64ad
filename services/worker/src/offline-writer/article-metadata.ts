import { AGENCY, parseKeywords } from '@app/site';
import { META_DESCRIPTION_MAX } from './content.types';
import { isProseBlock, parseArticle } from './markdown-document';
import { leadSentences, markdownToPlainText, truncateAtWord } from './text';

export const EXCERPT_MAX = 240;
export const KEYWORDS_MAX = 8;

/** The first paragraph of an article (its intro's, else its first section's): where the keyword belongs. */
function firstParagraph(content: string): string {
  const document = parseArticle(content);
  const blocks = [document.intro, ...document.sections.map((section) => section.body)].flatMap((text) => text.split(/\n\s*\n/));
  return markdownToPlainText(blocks.find((block) => isProseBlock(block.trim()) && block.trim()) ?? '');
}

/**
 * An excerpt the studio made up from the title ("A video editing article: <title>") or one that only
 * repeats the title or topic is not an excerpt: the article's own opening is used instead.
 */
function isRealExcerpt(given: string | undefined, title: string): given is string {
  if (!given || given.length < 60) return false;
  const lower = given.toLowerCase();
  const madeUp = /^an? [\w -]{1,40} article: /i.test(given) && lower.includes(title.trim().toLowerCase());
  return lower !== title.trim().toLowerCase() && !madeUp;
}

/** Excerpt, meta description and keywords for an article, derived from its opening and inputs. */
export function describeArticle(input: { title: string; excerpt?: string | null; content: string; keywords: string[] }): {
  excerpt: string;
  metaDescription: string;
  keywords: string[];
} {
  const opening = markdownToPlainText(parseArticle(input.content).intro);
  const given = input.excerpt?.trim();
  const excerpt = isRealExcerpt(given, input.title) ? given : leadSentences(opening, EXCERPT_MAX);
  // The lead keyword is one the reader meets in the title or the first paragraph (the checks ask for that).
  const keywords = parseKeywords(input.keywords);
  const seen = `${input.title} ${firstParagraph(input.content)}`.toLowerCase();
  const ordered = [...keywords.filter((keyword) => seen.includes(keyword.toLowerCase())), ...keywords.filter((keyword) => !seen.includes(keyword.toLowerCase()))];
  return {
    excerpt,
    metaDescription: metaDescriptionFrom(`${excerpt} ${opening}`, input.title),
    keywords: ordered.slice(0, KEYWORDS_MAX),
  };
}

/** A meta description search results show whole and that says enough: 120-160 characters (the checks' range). */
export const META_DESCRIPTION_MIN = 120;
const SIGN_OFFS = [`Practical advice from ${AGENCY.name}'s TV-trained video team.`, 'Advice from our TV-trained editors.', 'From our edit suite.'];

/** The text with the first sign-off that lands it in 120-160 characters, or null. */
function signedOff(text: string): string | null {
  if (text.length >= META_DESCRIPTION_MIN && text.length <= META_DESCRIPTION_MAX) return text;
  for (const signOff of SIGN_OFFS) {
    const longer = `${text} ${signOff}`;
    if (longer.length >= META_DESCRIPTION_MIN && longer.length <= META_DESCRIPTION_MAX) return longer;
  }
  return null;
}

/**
 * Whole sentences of the text in 120-160 characters (topped up with a short sign-off when they fall
 * short); else a line from the title; else the text cut at a word.
 */
export function metaDescriptionFrom(text: string, title?: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const sentences = [...new Set(plain.match(/[^.!?]+[.!?]+/g)?.map((sentence) => sentence.trim()) ?? [])];
  // From each sentence on, as many whole sentences as fit: the first run that lands in range wins.
  for (let start = 0; start < sentences.length; start += 1) {
    let description = '';
    for (const sentence of sentences.slice(start)) {
      const longer = description ? `${description} ${sentence}` : sentence;
      if (longer.length > META_DESCRIPTION_MAX) break;
      description = longer;
      if (description.length >= META_DESCRIPTION_MIN) return description;
    }
    const fitted = description && signedOff(description);
    if (fitted) return fitted;
  }
  if (title) {
    const fitted = signedOff(`${title.trim().replace(/[.!?]$/, '')}: practical advice from ${AGENCY.name}'s TV-trained video team.`);
    if (fitted) return fitted;
  }
  return truncateAtWord(plain, META_DESCRIPTION_MAX);
}
