import { isRenderableMarkdown } from '@app/site';
import type { Token } from 'marked';
import { loadMarked } from '../markdown/article-html';

const Marked = loadMarked();
const parser = new Marked({ gfm: true });

/** Blocks whose text must never become a link: headings, code, raw HTML, reference definitions, rules. */
const SKIPPED_BLOCKS = new Set(['heading', 'lheading', 'code', 'html', 'def', 'hr']);
/** Inline runs that must never hold a new link: existing links (autolinks too), images, code, HTML. */
const SKIPPED_INLINE = new Set(['link', 'image', 'codespan', 'html']);

/** Where an article's markdown may not receive a new link, and the links it already has. */
export interface MarkdownPlaces {
  /** The text as the editor holds it (line endings normalised to \n, as the parser reads it). */
  text: string;
  /** [start, end) ranges inside headings, links, images, code and HTML. */
  blocked: Array<[number, number]>;
  /** Every link target the article has (href as written). */
  hrefs: string[];
}

/**
 * Reads the article with marked (the gateway's markdown parser). Top-level tokens cover the text
 * exactly, so each block's offset is the sum of the raw lengths before it; an inline link's place is
 * found by its raw text inside its block, in order. Content the site shows as text (nested deeper
 * than @app/site allows, or failing the parser) has no place for a link. Hundreds of milliseconds
 * for 500 KB nested at the limit: the gateway runs it on the markdown thread (MarkdownRenderer.places).
 */
export function markdownPlaces(markdown: string): MarkdownPlaces {
  const text = markdown.replace(/\r\n?/g, '\n');
  if (!isRenderableMarkdown(text)) return unlinkable(text);
  try {
    return parsedPlaces(text);
  } catch {
    return unlinkable(text);
  }
}

/** Text shown as text: nowhere to put a link. */
export function unlinkable(text: string): MarkdownPlaces {
  return { text, blocked: [[0, text.length]], hrefs: [] };
}

function parsedPlaces(text: string): MarkdownPlaces {
  const places: MarkdownPlaces = { text, blocked: [], hrefs: [] };
  let offset = 0;
  for (const token of parser.lexer(text)) {
    const start = offset;
    const end = start + token.raw.length;
    offset = end;
    if (SKIPPED_BLOCKS.has(token.type)) {
      places.blocked.push([start, end]);
      if (token.type === 'def' && 'href' in token) places.hrefs.push(String(token.href));
      continue;
    }
    const cursor = { at: start };
    collectInline(childrenOf(token), places, cursor, end);
  }
  return places;
}

function childrenOf(token: Token): Token[] {
  const children: Token[] = [];
  if ('tokens' in token && Array.isArray(token.tokens)) children.push(...token.tokens);
  if ('items' in token && Array.isArray(token.items)) children.push(...(token.items as Token[]));
  if (token.type === 'table' && 'header' in token && 'rows' in token) {
    const cells = [...(token.header as Array<{ tokens: Token[] }>), ...(token.rows as Array<Array<{ tokens: Token[] }>>).flat()];
    for (const cell of cells) children.push(...cell.tokens);
  }
  return children;
}

function collectInline(tokens: Token[], places: MarkdownPlaces, cursor: { at: number }, end: number): void {
  for (const token of tokens) {
    if (SKIPPED_INLINE.has(token.type)) {
      if (token.type === 'link' && 'href' in token) places.hrefs.push(String(token.href));
      const at = places.text.indexOf(token.raw, cursor.at);
      if (at !== -1 && at < end) {
        places.blocked.push([at, at + token.raw.length]);
        cursor.at = at + token.raw.length;
      }
      continue;
    }
    if (token.type === 'heading') {
      const at = places.text.indexOf(token.raw, cursor.at);
      if (at !== -1 && at < end) places.blocked.push([at, at + token.raw.length]);
      continue;
    }
    collectInline(childrenOf(token), places, cursor, end);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The first place where `phrase` occurs as whole words (any case, any run of spaces between its
 * words) outside every blocked range and every range in `taken`; null when there is none.
 */
export function findPhrase(places: MarkdownPlaces, phrase: string, taken: ReadonlyArray<[number, number]> = []): { position: number; text: string } | null {
  const words = phrase.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (!words.length) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
  const overlaps = (start: number, end: number) => [...places.blocked, ...taken].some(([from, to]) => start < to && end > from);
  for (const match of places.text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!overlaps(start, end) && !match[0].includes('\n\n')) return { position: start, text: match[0] };
  }
  return null;
}

/** About `radius` characters either side of a place, on one line, with ellipses where text was cut. */
export function excerptAround(text: string, position: number, length: number, radius = 60): string {
  const from = Math.max(0, position - radius);
  const to = Math.min(text.length, position + length + radius);
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}
