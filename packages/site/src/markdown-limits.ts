/**
 * How deep an article's markdown may nest, and how an article that nests deeper is shown.
 *
 * Every markdown parser we run recurses once per level of nesting: marked on the gateway, micromark,
 * mdast and React in the browser. 2,000 nested `>` (2 KB) overflow marked's stack, a 10,000-mark
 * emphasis run overflows both, and a list 500 levels deep costs marked 1.7 s. So the editor refuses
 * content nested past MARKDOWN_MAX_NESTING, and each renderer shows content stored before the limit
 * as its plain text (markdownFallbackParagraphs) instead of parsing it.
 *
 * The measure reads the source line by line in one pass, without parsing it: block quotes and list
 * items inside each other (on one line, `> - > - x`, or down an indented staircase), and within a
 * paragraph, emphasis and strikethrough runs and link or image brackets left open. It follows
 * CommonMark where the two could disagree on a deep case (fences, code spans, escapes, flanking runs)
 * and errs towards counting more; what writers use (a few levels of lists and quotes, bold italics,
 * an image inside a link) stays far below the limit.
 */

/** The deepest nesting accepted, of blocks and of inline marks alike (markdown-it's CommonMark preset uses 20 too). */
export const MARKDOWN_MAX_NESTING = 20;

export interface MarkdownNesting {
  /** Block quotes and list items inside each other, at the deepest line. */
  blocks: number;
  /** Emphasis, strikethrough and link brackets open at once, at the deepest point of a paragraph. */
  inline: number;
}

const TAB_STOP = 4;

/** What opens a line: its block quote markers, its list markers, and where its text starts. */
interface LineStart {
  quotes: number;
  /** Content columns of the list items this line opens, outermost first. */
  items: number[];
  /** The column of the first list marker, -1 when none. */
  firstItem: number;
  /** The column and index of the first character after the markers. */
  column: number;
  index: number;
  /** Where the innermost container opened on this line starts its content (0 when none). */
  container: number;
  /** The same for the quote markers before the first list marker. */
  quoteContainer: number;
  /** The column of the line's first character that is not a space. */
  firstColumn: number;
}

/** The width of a list marker at `index` (`-`, `+`, `*`, or 1-9 digits and `.`/`)`, then a space or the end), 0 when none. */
function listMarkerWidth(line: string, index: number): number {
  let end = index;
  const first = line[index];
  if (first === '-' || first === '+' || first === '*') end = index + 1;
  else {
    while (end < line.length && end - index < 9 && line[end] >= '0' && line[end] <= '9') end += 1;
    if (end === index || (line[end] !== '.' && line[end] !== ')')) return 0;
    end += 1;
  }
  const after = line[end];
  return after === undefined || after === ' ' || after === '\t' ? end - index : 0;
}

/** Whether the line from `index` on is a thematic break of `-`, `*` or `_` (three or more, spaces between). */
function isThematicBreak(line: string, index: number): boolean {
  const mark = line[index];
  let count = 0;
  for (let at = index; at < line.length; at += 1) {
    if (line[at] === mark) count += 1;
    else if (line[at] !== ' ' && line[at] !== '\t') return false;
  }
  return count >= 3;
}

function readLineStart(line: string): LineStart {
  const start: LineStart = { quotes: 0, items: [], firstItem: -1, column: 0, index: 0, container: 0, quoteContainer: 0, firstColumn: -1 };
  let { column, index } = start;
  for (;;) {
    while (index < line.length && (line[index] === ' ' || line[index] === '\t')) {
      column = line[index] === '\t' ? column + TAB_STOP - (column % TAB_STOP) : column + 1;
      index += 1;
    }
    if (index >= line.length) break;
    if (start.firstColumn < 0) start.firstColumn = column;
    if (line[index] === '>') {
      start.quotes += 1;
      index += 1;
      column += 1;
      // The space a quote marker may take is part of the marker.
      start.container = column + 1;
      if (start.firstItem < 0) start.quoteContainer = start.container;
      continue;
    }
    const width = listMarkerWidth(line, index);
    if (width === 0) break;
    if (start.firstItem < 0) {
      // `* * *` and `- - -` are thematic breaks, not lists.
      if (isThematicBreak(line, index)) break;
      start.firstItem = column;
    }
    index += width;
    column += width;
    start.items.push(column + 1);
    start.container = column + 1;
  }
  return { ...start, column, index };
}

const FENCE = /^(`{3,}|~{3,})(.*)$/;

interface OpenFence {
  mark: string;
  length: number;
  quotes: number;
  /** Lines indented less than this (and not blank) close the list item holding the fence, and so the fence. */
  itemContainer: number;
}

/** A fence opening at the line's text: three or more backticks (info without one) or tildes. */
function fenceAt(text: string): { mark: string; length: number } | null {
  const match = FENCE.exec(text);
  if (!match) return null;
  const mark = match[1][0];
  if (mark === '`' && match[2].includes('`')) return null;
  return { mark, length: match[1].length };
}

function closesFence(text: string, fence: OpenFence): boolean {
  const match = FENCE.exec(text);
  return match !== null && match[1][0] === fence.mark && match[1].length >= fence.length && match[2].trim() === '';
}

const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;
/** ASCII punctuation and symbols (the common case, without a regular expression). */
const ASCII_PUNCTUATION = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

function isWhitespace(char: string | undefined): boolean {
  if (char === undefined) return true;
  return char.charCodeAt(0) < 128 ? char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f' || char === '\v' : WHITESPACE.test(char);
}

function isPunctuation(char: string | undefined): boolean {
  if (char === undefined) return false;
  return char.charCodeAt(0) < 128 ? ASCII_PUNCTUATION.has(char) : PUNCTUATION.test(char);
}

/** Per backtick run of a paragraph: where it ends, and the index of the next run of the same length (a code span's close), or -1. */
function backtickRuns(text: string): { starts: Map<number, number>; ends: number[]; closers: number[] } {
  const starts = new Map<number, number>();
  const ends: number[] = [];
  const lengths: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '`') {
      const start = index;
      while (text[index + 1] === '`') index += 1;
      starts.set(start, ends.length);
      ends.push(index + 1);
      lengths.push(index + 1 - start);
    }
  }
  const closers = new Array<number>(ends.length).fill(-1);
  const nextOfLength = new Map<number, number>();
  for (let run = ends.length - 1; run >= 0; run -= 1) {
    closers[run] = nextOfLength.get(lengths[run]) ?? -1;
    nextOfLength.set(lengths[run], run);
  }
  return { starts, ends, closers };
}

/**
 * The most emphasis runs and brackets a paragraph holds open at once (CommonMark's delimiter rules: a
 * run opens when left-flanking and closes the last open run of its mark when right-flanking; `_`
 * not inside a word). Code spans and escaped characters are skipped.
 */
function inlineNesting(text: string): number {
  const runs = backtickRuns(text);
  const open: Record<string, number[]> = { '*': [], _: [], '~': [] };
  let marks = 0;
  let brackets = 0;
  let deepest = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '`') {
      const run = runs.starts.get(index);
      if (run === undefined) continue;
      const closer = runs.closers[run];
      index = (closer >= 0 ? runs.ends[closer] : runs.ends[run]) - 1;
      continue;
    }
    if (char === '[') brackets += 1;
    else if (char === ']') brackets = Math.max(0, brackets - 1);
    else if (char === '*' || char === '_' || char === '~') {
      let end = index + 1;
      while (text[end] === char) end += 1;
      const before = text[index - 1];
      const after = text[end];
      const left = !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before));
      const right = !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after));
      const canOpen = char === '_' ? left && (!right || isPunctuation(before)) : left;
      const canClose = char === '_' ? right && (!left || isPunctuation(after)) : right;
      const stack = open[char];
      if (canClose && stack.length > 0) marks -= stack.pop()!;
      else if (canOpen) {
        stack.push(end - index);
        marks += end - index;
      }
      index = end - 1;
    }
    deepest = Math.max(deepest, marks + brackets);
  }
  return deepest;
}

/**
 * The content column of the innermost open list item a line starting at `column` is indented under,
 * or 0. The open items' columns rise from the outermost in, so it is a binary search.
 */
function itemContainerAt(column: number, items: readonly number[]): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (items[middle] <= column) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? items[low - 1] : 0;
}

/** Lines that end a paragraph's inline context and start their own: an ATX heading or a thematic break. */
const OWN_LINE = /^(#{1,6}(\s|$)|([-*_])([ \t]*\3){2,}[ \t]*$)/;

/**
 * How deep `source` nests (see MarkdownNesting). One pass over its lines: code (fenced or indented)
 * is skipped; a line's depth is its quote markers plus the list items open there (items opened on the
 * line itself, and those of earlier lines it is indented under).
 */
export function markdownNesting(source: string): MarkdownNesting {
  const nesting: MarkdownNesting = { blocks: 0, inline: 0 };
  /** Content columns of the open list items, outermost first. */
  const items: number[] = [];
  let fence: OpenFence | null = null;
  let indentedCode = false;
  let paragraph: string[] = [];
  let afterBlank = true;
  const endParagraph = () => {
    if (paragraph.length) nesting.inline = Math.max(nesting.inline, inlineNesting(paragraph.join('\n')));
    paragraph = [];
  };
  for (const line of source.split(/\r\n?|\n/)) {
    const start = readLineStart(line);
    const text = line.slice(start.index);
    const blank = start.items.length === 0 && text.trim() === '';
    if (fence) {
      // Lines of code, unless the quote or list item holding the fence has ended.
      const ended = start.quotes < fence.quotes || (!blank && (start.firstItem >= 0 ? start.firstItem : start.column) < fence.itemContainer);
      if (!ended) {
        if (closesFence(text, fence) && start.column - Math.max(start.container, fence.itemContainer) <= 3) fence = null;
        continue;
      }
      fence = null;
    }
    if (blank) {
      // Blank, but inside its quotes all the same.
      nesting.blocks = Math.max(nesting.blocks, start.quotes);
      endParagraph();
      afterBlank = true;
      continue;
    }
    // Four columns into its container where no paragraph goes on: indented code, text rather than markdown.
    const lead = start.firstItem >= 0 ? start.firstItem : start.column;
    const outer = start.firstItem >= 0 ? start.quoteContainer : start.container;
    const indent = Math.max(start.firstColumn - itemContainerAt(start.firstColumn, items), lead - Math.max(outer, itemContainerAt(lead, items)));
    if (indent >= 4 && (indentedCode || paragraph.length === 0)) {
      indentedCode = true;
      continue;
    }
    indentedCode = false;
    if (start.items.length > 0) {
      while (items.length && items[items.length - 1] > start.firstItem) items.pop();
      for (const item of start.items) items.push(item);
      endParagraph();
    } else if (afterBlank || OWN_LINE.test(text)) {
      // Not indented under the open items after a blank line (or a heading): those items have ended.
      while (items.length && items[items.length - 1] > start.column) items.pop();
    }
    const itemContainer = itemContainerAt(start.column, items);
    afterBlank = false;
    nesting.blocks = Math.max(nesting.blocks, start.quotes + items.length);
    const opened = start.column - Math.max(start.container, itemContainer) <= 3 ? fenceAt(text) : null;
    if (opened) {
      endParagraph();
      fence = { ...opened, quotes: start.quotes, itemContainer };
    } else if (OWN_LINE.test(text)) {
      endParagraph();
      nesting.inline = Math.max(nesting.inline, inlineNesting(text));
    } else paragraph.push(text);
  }
  endParagraph();
  return nesting;
}

/**
 * Why `source` cannot be an article, for a 400 naming the field ('Content', as the editor labels it),
 * or null when it nests within MARKDOWN_MAX_NESTING.
 */
export function markdownNestingProblem(source: string, field = 'Content'): string | null {
  const { blocks, inline } = markdownNesting(source);
  if (blocks > MARKDOWN_MAX_NESTING) {
    return `${field} nests block quotes and lists ${blocks} levels deep, too deep to show: use at most ${MARKDOWN_MAX_NESTING} levels`;
  }
  if (inline > MARKDOWN_MAX_NESTING) {
    return `${field} nests emphasis marks and link brackets ${inline} levels deep, too deep to show: use at most ${MARKDOWN_MAX_NESTING} levels`;
  }
  return null;
}

/** True when `source` is rendered as markdown; false when it is shown as text (markdownFallbackParagraphs). */
export function isRenderableMarkdown(source: string): boolean {
  return markdownNestingProblem(source) === null;
}

/**
 * An article that cannot be rendered as markdown, as plain text: its paragraphs (split at blank
 * lines, trimmed), each shown as a paragraph of text by the server and the browser alike.
 */
export function markdownFallbackParagraphs(source: string): string[] {
  return source
    .split(/(?:\r\n?|\n)[ \t]*(?:\r\n?|\n)/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
