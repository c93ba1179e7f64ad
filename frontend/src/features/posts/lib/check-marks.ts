import type { Highlight } from '@/components/article/highlight-sentences';
import type { PostChecks } from '@/lib/studio/api/get-checks';
import type { SourceMark } from '../components/editor/markdown-source';
import { sourceRangeOf } from './claims-in-text';

export interface CheckMarks {
  /** Where to mark the source (offsets in the text as it is now). */
  source: SourceMark[];
  /** What to mark in the preview (rendered text). */
  preview: Highlight[];
}

const BANNED = /^banned-phrase-/;

/** Offset of a 1-based line and column in `text`, or null past its end. */
function offsetOf(text: string, line: number, column: number): number | null {
  let start = 0;
  for (let current = 1; current < line; current += 1) {
    const next = text.indexOf('\n', start);
    if (next < 0) return null;
    start = next + 1;
  }
  const offset = start + column - 1;
  return offset <= text.length ? offset : null;
}

/** The occurrence of `words` nearest to `near` in `text` (the checked text may differ a little from the text now). */
function nearest(text: string, words: string, near: number): number | null {
  if (text.startsWith(words, near)) return near;
  const after = text.indexOf(words, near);
  const before = text.lastIndexOf(words, near);
  if (after < 0 && before < 0) return null;
  if (after < 0) return before;
  if (before < 0) return after;
  return near - before <= after - near ? before : after;
}

/**
 * The checks' unsupported claims and banned phrases, placed in the content as it is now: `checked` is the
 * text the checks read (a few keystrokes old, perhaps), `content` the editor's text.
 */
export function checkMarks(checks: PostChecks | undefined, checked: string, content: string): CheckMarks {
  const marks: CheckMarks = { source: [], preview: [] };
  for (const item of checks?.items ?? []) {
    if (item.claim && !item.claim.supported && item.level !== 'pass') {
      const range = sourceRangeOf(item.claim.sentence, content);
      if (range) marks.source.push({ from: range[0], to: range[1], kind: 'claim', title: item.message });
      marks.preview.push({ text: item.claim.sentence, title: 'Unsupported claim', kind: 'claim' });
    } else if (BANNED.test(item.id) && item.position?.field === 'content' && item.position.length) {
      const at = offsetOf(checked, item.position.line, item.position.column);
      if (at === null) continue;
      const words = checked.slice(at, at + item.position.length);
      const from = nearest(content, words, at);
      if (from !== null) marks.source.push({ from, to: from + words.length, kind: 'banned', title: item.message });
      marks.preview.push({ text: words, title: 'Banned phrase', kind: 'banned' });
    }
  }
  return marks;
}
