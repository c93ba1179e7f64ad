import { countWords, splitSections } from '@app/site';
import type { ArticleOutline, EditorialBrief } from './stage-schemas';

/**
 * What each stage of an article carries of the earlier stages' answers (issue 30): only what it needs, so
 * the uncached part of each request stays small. The texts are what the v5 prompts' placeholders hold.
 */

const bulletList = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

/** How a heading and a key point compare: case, punctuation and spacing aside. */
const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The outline stage: the brief's angle, audience and key points (its facts are for the draft). */
export function outlineBrief(brief: EditorialBrief): string {
  return [`Angle: ${brief.angle}`, `Audience: ${brief.audience}`, `Key points:\n${bulletList(brief.keyPoints)}`].join('\n');
}

/**
 * The draft stage: the brief as the outline does not already say it. Its angle, audience and the facts to
 * use, and only the key points that no section heading carries (the outline was made from them, so a key
 * point that became a heading would travel twice).
 */
export function draftBrief(brief: EditorialBrief, outline: ArticleOutline): string {
  const headings = new Set(outline.sections.map(comparable));
  const points = brief.keyPoints.filter((point) => !headings.has(comparable(point)));
  return [
    `Angle: ${brief.angle}`,
    `Audience: ${brief.audience}`,
    ...(points.length ? [`Key points to make:\n${bulletList(points)}`] : []),
    `Agency facts to use where they fit:\n${bulletList(brief.facts) || '- none'}`,
  ].join('\n');
}

/** Longest opening the seo stage reads (characters): a long first section is cut at a word. */
const OPENING_MAX_CHARS = 700;

/**
 * The seo stage: what search metadata is written from. The article's opening (the text before its first
 * `##` section, or the first section's first paragraph when there is none), its section headings in order,
 * and its length; not the whole text, which only the edit stage needs.
 */
export function articleDigest(markdown: string): string {
  const { preamble, sections } = splitSections(markdown);
  const firstBody = sections[0]?.text.replace(/^[^\n]*\n?/, '') ?? '';
  let opening = preamble.trim() || (firstBody.trim().split(/\n\s*\n/)[0] ?? '').trim();
  if (opening.length > OPENING_MAX_CHARS) opening = `${opening.slice(0, OPENING_MAX_CHARS).replace(/\s+\S*$/, '')}…`;
  return [
    opening,
    '',
    `Sections (${countWords(markdown)} words in all):`,
    bulletList(sections.map((section) => section.heading)) || '- (none)',
  ].join('\n');
}
