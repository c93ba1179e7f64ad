/** Small text helpers of the offline writer and reviser. */
export { countWords } from '@app/site';

/** Cut to at most `max` characters at a word boundary, ending with an ellipsis when something was cut. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const cut = room.lastIndexOf(' ');
  const base = (cut > max * 0.6 ? room.slice(0, cut) : room).replace(/[\s,.;:!?-]+$/, '');
  return `${base}…`;
}

/** Markdown to plain prose: no headings, list markers, table rows, emphasis or links. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*(#|\||- \[|[-*]\s|\d+\.\s)/.test(line))
    .join(' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence(s) of a text, up to `max` characters. */
export function leadSentences(text: string, max: number): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  let result = '';
  for (const sentence of sentences) {
    const candidate = `${result}${sentence}`.trim();
    if (candidate.length > max) break;
    result = `${candidate} `;
  }
  return result.trim() || truncateAtWord(text, max);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'via', 'with', 'from', 'into']);

/** Words whose casing people notice when it is wrong. */
const PROPER_CASING: Record<string, string> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  vsl: 'VSL',
  vsls: 'VSLs',
  seo: 'SEO',
  roi: 'ROI',
  roas: 'ROAS',
  ugc: 'UGC',
  cta: 'CTA',
  ctas: 'CTAs',
  ai: 'AI',
  'b-roll': 'B-roll',
  davinci: 'DaVinci',
  capcut: 'CapCut',
  lut: 'LUT',
  luts: 'LUTs',
  hdr: 'HDR',
  '4k': '4K',
  ctr: 'CTR',
  cpm: 'CPM',
  b2b: 'B2B',
  uk: 'UK',
};

function caseWord(word: string, title: boolean, first: boolean): string {
  const lower = word.toLowerCase();
  if (PROPER_CASING[lower]) return PROPER_CASING[lower];
  if (word !== lower) return word; // the author chose a casing (e.g. "iPhone", "Premiere"): keep it
  if (!title) return word;
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Title Case with brand names spelled right ("youtube shorts" -> "YouTube Shorts"). */
export function toTitleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word, index) => caseWord(word, true, index === 0))
    .join(' ');
}

/** Running-text form of a phrase: brand names fixed, everything else as the author typed it. */
export function toPhrase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => caseWord(word, false, false))
    .join(' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
