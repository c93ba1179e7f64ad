import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

/** The blocks a sentence is looked for in: running text, as the server's checks read it. */
const TEXT_BLOCKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']);

interface Placed {
  node: Text;
  parent: Root | Element;
  start: number;
}

/** The sentence as a pattern over rendered text: exact characters, any run of whitespace for a space. */
function sentencePattern(sentence: string): RegExp | null {
  const words = sentence.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  return new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'g');
}

/** The text nodes of a block, in reading order, with their offsets in the block's text. */
function textOf(block: Element): { text: string; placed: Placed[] } {
  const placed: Placed[] = [];
  let text = '';
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type === 'text') {
        placed.push({ node: child, parent, start: text.length });
        text += child.value;
      } else if (child.type === 'element') {
        walk(child);
      }
    }
  };
  walk(block);
  return { text, placed };
}

/** A text to mark and what its mark says when pointed at; a plain string is an unsupported claim. */
export type Highlight = string | { text: string; title: string; kind?: string };

function mark(value: string, title: string, kind: string): Element {
  return { type: 'element', tagName: 'mark', properties: { dataTestid: kind === 'claim' ? 'claim-in-text' : `${kind}-in-text`, title }, children: [{ type: 'text', value }] };
}

interface Range {
  from: number;
  to: number;
  title: string;
  kind: string;
}

/** Splits one text node around the ranges (offsets in its block) that cover part of it. */
function splitNode({ node, parent, start }: Placed, ranges: Range[]): void {
  const end = start + node.value.length;
  const pieces: ElementContent[] = [];
  let cursor = start;
  for (const { from, to, title, kind } of ranges) {
    const a = Math.max(from, cursor);
    const b = Math.min(to, end);
    if (a >= b) continue;
    if (a > cursor) pieces.push({ type: 'text', value: node.value.slice(cursor - start, a - start) });
    pieces.push(mark(node.value.slice(a - start, b - start), title, kind));
    cursor = b;
  }
  if (cursor === start) return;
  if (cursor < end) pieces.push({ type: 'text', value: node.value.slice(cursor - start) });
  const index = parent.children.indexOf(node);
  (parent.children as RootContent[]).splice(index, 1, ...pieces);
}

interface Pattern {
  pattern: RegExp;
  title: string;
  kind: string;
}

function highlightBlock(block: Element, patterns: Pattern[]): void {
  const { text, placed } = textOf(block);
  const ranges: Range[] = [];
  for (const { pattern, title, kind } of patterns) {
    for (const match of text.matchAll(pattern)) ranges.push({ from: match.index, to: match.index + match[0].length, title, kind });
  }
  if (!ranges.length) return;
  ranges.sort((a, b) => a.from - b.from);
  for (const entry of placed) splitNode(entry, ranges);
}

/**
 * A rehype plugin that wraps each occurrence of the given sentences in `<mark>`, also across inline
 * markup (a bold figure, a link inside the sentence): the studio's previews show the checks'
 * unsupported claims where they stand in the article. The sentences are the checks' rendered text.
 */
export function rehypeHighlightSentences(sentences: readonly Highlight[]) {
  const patterns = sentences.flatMap((highlight): Pattern[] => {
    const { text, title, kind = 'claim' } = typeof highlight === 'string' ? { text: highlight, title: 'Unsupported claim' } : highlight;
    const pattern = sentencePattern(text);
    return pattern ? [{ pattern, title, kind }] : [];
  });
  return () => (tree: Root) => {
    if (!patterns.length) return;
    const visit = (parent: Root | Element) => {
      for (const child of [...parent.children]) {
        if (child.type !== 'element') continue;
        // A list item holding paragraphs is read through them, so nothing is marked twice.
        const holdsBlocks = child.children.some((inner) => inner.type === 'element' && TEXT_BLOCKS.has(inner.tagName));
        if (TEXT_BLOCKS.has(child.tagName) && !holdsBlocks) highlightBlock(child, patterns);
        else visit(child);
      }
    };
    visit(tree);
  };
}
