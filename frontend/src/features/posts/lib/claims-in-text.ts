/** Inline markdown marks that render as nothing: emphasis, code ticks, a link's brackets and target. */
const MARKS = String.raw`(?:[*_~\x60[]|\]\([^)\s]*\))`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One rendered word as source: its characters, with marks allowed between word and punctuation runs. */
const wordPattern = (word: string) => (word.match(/\w+|\W/g) ?? []).map(escape).join(`${MARKS}*`);

/**
 * Where a rendered sentence stands in the markdown source: [start, end) offsets, or null. The checks
 * quote sentences without their marks (bold, links, code), so the source may carry marks between words.
 */
export function sourceRangeOf(sentence: string, markdown: string): [number, number] | null {
  const exact = markdown.indexOf(sentence);
  if (exact >= 0) return [exact, exact + sentence.length];
  const words = sentence.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const pattern = new RegExp(`${MARKS}*${words.map(wordPattern).join(`(?:\\s|${MARKS})+`)}${MARKS}*`);
  const match = pattern.exec(markdown);
  return match ? [match.index, match.index + match[0].length] : null;
}

/**
 * Selects [start, end) in a textarea and scrolls it there: the editor shows the sentence highlighted
 * by the selection, ready to be rewritten. The line's height is measured by laying out the text
 * before it (restored at once; React's value is untouched).
 */
export function selectInTextarea(field: HTMLTextAreaElement, [start, end]: [number, number]): void {
  const value = field.value;
  field.value = value.slice(0, start);
  const above = field.scrollHeight;
  field.value = value;
  field.focus();
  field.setSelectionRange(start, end);
  field.scrollTop = above > field.clientHeight ? above - field.clientHeight / 2 : 0;
}
