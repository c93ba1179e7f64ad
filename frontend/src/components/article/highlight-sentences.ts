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

function mark(value: string): Element {
  return { type: 'element', tagName: 'mark', properties: { dataTestid: 'claim-in-text', title: 'Unsupported claim' }, children: [{ type: 'text', value }] };
}

/** Splits one text node around the ranges (offsets in its block) that cover part of it. */
function splitNode({ node, parent, start }: Placed, ranges: Array<[number, number]>): void {
  const end = start + node.value.length;
  const pieces: ElementContent[] = [];
  let cursor = start;
  for (const [from, to] of ranges) {
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (a >= b) continue;
    if (a > cursor) pieces.push({ type: 'text', value: node.value.slice(cursor - start, a - start) });
    pieces.push(mark(node.value.slice(a - start, b - start)));
    cursor = b;
  }
  if (cursor === start) return;
  if (cursor < end) pieces.push({ type: 'text', value: node.value.slice(cursor - start) });
  const index = parent.children.indexOf(node);
  (parent.children as RootContent[]).splice(index, 1, ...pieces);
}

function highlightBlock(block: Element, patterns: RegExp[]): void {
  const { text, placed } = textOf(block);
  const ranges: Array<[number, number]> = [];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length]);
  }
  if (!ranges.length) return;
  ranges.sort((a, b) => a[0] - b[0]);
  for (const entry of placed) splitNode(entry, ranges);
}

/**
 * A rehype plugin that wraps each occurrence of the given sentences in `<mark>`, also across inline
 * markup (a bold figure, a link inside the sentence): the studio's previews show the checks'
 * unsupported claims where they stand in the article. The sentences are the checks' rendered text.
 */
export function rehypeHighlightSentences(sentences: readonly string[]) {
  const patterns = sentences.map(sentencePattern).filter((pattern): pattern is RegExp => pattern !== null);
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
