/**
 * One sentence of a markdown article, located byte-exactly so 'Rewrite this sentence' replaces it and
 * nothing else (issue 27). The studio names the sentence as the readiness checks show it: as a reader sees
 * it, with the inline marks (`**`, `_`, `` ` ``, `[text](url)`) dropped. Locating it means finding the span
 * of markdown that reads as that text; the rewrite is spliced over that span, every other byte unchanged.
 */

import { createHash } from 'node:crypto';

/** Where a sentence stands in the markdown: `markdown.slice(start, end) === text`. */
export interface SentenceSpan {
  start: number;
  end: number;
  text: string;
}

export type SentenceSearch = { kind: 'found'; span: SentenceSpan } | { kind: 'missing' } | { kind: 'ambiguous'; count: number };

/** Inline marks a reader does not see: emphasis and code ticks, strikethrough, a link's brackets and target. */
const MARK = String.raw`(?:\*{1,3}|_{1,3}|~~|\x60+|\[|\]\([^()\s]*(?:\s+"[^"]*")?\))`;
const MAX_SENTENCE_LENGTH = 2000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** A match must stand as a sentence: not glued to letters or digits on either side. */
function standsAlone(markdown: string, start: number, end: number): boolean {
  return !isWordChar(markdown[start - 1]) && !isWordChar(markdown[end]);
}

/** Every place `needle` occurs as a whole sentence, exactly as written. */
function exactSpans(markdown: string, needle: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  for (let at = markdown.indexOf(needle); at !== -1; at = markdown.indexOf(needle, at + needle.length)) {
    if (standsAlone(markdown, at, at + needle.length)) spans.push({ start: at, end: at + needle.length, text: needle });
  }
  return spans;
}

/**
 * The marks right around a span belong to it only when they open and close it alike (`**…**`), so a
 * replacement never leaves an emphasis half open.
 */
function withEnclosingMarks(markdown: string, span: SentenceSpan): SentenceSpan {
  const before = /(?:\*{1,3}|_{1,3}|~~)$/.exec(markdown.slice(Math.max(0, span.start - 3), span.start))?.[0] ?? '';
  const after = /^(?:\*{1,3}|_{1,3}|~~)/.exec(markdown.slice(span.end, span.end + 3))?.[0] ?? '';
  if (!before || before !== after) return span;
  const start = span.start - before.length;
  const end = span.end + after.length;
  return { start, end, text: markdown.slice(start, end) };
}

/** Every place the markdown reads as `sentence` once its inline marks are dropped (whitespace runs may differ). */
function readerSpans(markdown: string, sentence: string): SentenceSpan[] {
  const chars = [...sentence];
  const parts = chars.map((char) => (/\s/.test(char) ? String.raw`\s+` : escapeRegExp(char)));
  // Marks may sit between any two characters (and a space may be a newline inside a paragraph).
  const pattern = new RegExp(parts.join(`${MARK}*`), 'gu');
  const spans: SentenceSpan[] = [];
  for (const match of markdown.matchAll(pattern)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (standsAlone(markdown, start, end)) spans.push(withEnclosingMarks(markdown, { start, end, text: match[0] }));
  }
  return spans;
}

/**
 * Finds `sentence` (as the checks show it) in `markdown`: exactly as written first, else as a reader sees
 * it. Missing when it is not there (the article changed), ambiguous when it stands there more than once.
 */
export function locateSentence(markdown: string, sentence: string): SentenceSearch {
  const needle = sentence.trim().replace(/\s+/g, ' ');
  if (!needle || needle.length > MAX_SENTENCE_LENGTH) return { kind: 'missing' };
  const exact = exactSpans(markdown, needle).map((span) => withEnclosingMarks(markdown, span));
  const spans = exact.length ? exact : readerSpans(markdown, needle);
  if (spans.length === 1) return { kind: 'found', span: spans[0] };
  return spans.length ? { kind: 'ambiguous', count: spans.length } : { kind: 'missing' };
}

/**
 * `markdown` with the one whole-sentence occurrence of `original` replaced by `replacement`; an empty
 * replacement drops the sentence with the space that separated it from the next (or previous) one. Null
 * when `original` is not there exactly once: the text it rewrote changed, so there is nothing safe to do.
 */
export function spliceSentence(markdown: string, original: string, replacement: string): string | null {
  const spans = original ? exactSpans(markdown, original) : [];
  if (spans.length !== 1) return null;
  let { start, end } = spans[0];
  if (!replacement) {
    const following = /^[ \t]+/.exec(markdown.slice(end))?.[0].length ?? 0;
    if (following && end + following < markdown.length && markdown[end + following] !== '\n') end += following;
    else start -= /[ \t]+$/.exec(markdown.slice(0, start))?.[0].length ?? 0;
  }
  return `${markdown.slice(0, start)}${replacement}${markdown.slice(end)}`;
}

/** A short stable name for a sentence's markdown (16 hex digits of its SHA-256): part of a rewrite job's target. */
export function sentenceKey(original: string): string {
  return createHash('sha256').update(original).digest('hex').slice(0, 16);
}
