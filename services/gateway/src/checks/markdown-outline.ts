import { isRenderableMarkdown, markdownFallbackParagraphs } from '@app/site';
import type { Token, Tokens } from 'marked';
import { loadMarked } from '../markdown/article-html';

const Marked = loadMarked();
const lexer = new Marked({ gfm: true });

/** A block of running text (paragraph, list item, heading, quote) as a reader sees it, without markdown. */
export interface TextBlock {
  kind: 'paragraph' | 'heading' | 'list_item';
  text: string;
  /** The `##` section the block is in (its heading text), null before the first one. */
  section: string | null;
}

/** What the checks read from an article's markdown, parsed once with marked (the gateway's parser). */
export interface MarkdownOutline {
  blocks: TextBlock[];
  headings: Array<{ depth: number; text: string }>;
  links: string[];
  /** Text runs where markdown marks were left as literal characters (`**`, `##` inside text). */
  strayMarks: string[];
}

const STRAY_MARK = /\*\*|__|(?:^|\s)#{2,6}(?=\s|\w)|```/;

/** The text of inline tokens, as rendered (marks dropped, link text kept). */
function inlineText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && token.tokens && token.type !== 'codespan') return inlineText(token.tokens);
      if (token.type === 'br') return ' ';
      if (token.type === 'image') return '';
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}

function collectInline(tokens: Token[] | undefined, outline: MarkdownOutline): void {
  for (const token of tokens ?? []) {
    if (token.type === 'link') outline.links.push((token as Tokens.Link).href);
    if (token.type === 'text' && !('tokens' in token && token.tokens?.length) && STRAY_MARK.test(token.text)) outline.strayMarks.push(token.text.trim());
    if ('tokens' in token && token.type !== 'codespan') collectInline(token.tokens, outline);
  }
}

/**
 * What the checks read from content shown as text (nested deeper than @app/site allows, or failing
 * the parser): its paragraphs, as the page shows them, and no headings or links.
 */
export function plainTextOutline(markdown: string): MarkdownOutline {
  return { blocks: markdownFallbackParagraphs(markdown).map((text) => ({ kind: 'paragraph', text, section: null })), headings: [], links: [], strayMarks: [] };
}

/**
 * The outline of an article's markdown. Hundreds of milliseconds for 500 KB nested at the limit: the
 * gateway runs it on the markdown thread (MarkdownRenderer.outline).
 */
export function outlineMarkdown(markdown: string): MarkdownOutline {
  if (!isRenderableMarkdown(markdown)) return plainTextOutline(markdown);
  try {
    return parsedOutline(markdown);
  } catch {
    return plainTextOutline(markdown);
  }
}

function parsedOutline(markdown: string): MarkdownOutline {
  const outline: MarkdownOutline = { blocks: [], headings: [], links: [], strayMarks: [] };
  let section: string | null = null;
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case 'heading': {
          const text = inlineText(token.tokens).trim();
          outline.headings.push({ depth: token.depth, text });
          if (token.depth === 2) section = text;
          outline.blocks.push({ kind: 'heading', text, section });
          collectInline(token.tokens, outline);
          break;
        }
        case 'paragraph':
          outline.blocks.push({ kind: 'paragraph', text: inlineText(token.tokens).trim(), section });
          collectInline(token.tokens, outline);
          break;
        case 'list':
          for (const item of (token as Tokens.List).items) {
            const paragraphs = item.tokens.filter((child) => child.type === 'text' || child.type === 'paragraph');
            outline.blocks.push({ kind: 'list_item', text: paragraphs.map((child) => inlineText('tokens' in child ? child.tokens : [])).join(' ').trim(), section });
            for (const child of item.tokens) {
              if (child.type === 'list' || child.type === 'blockquote') visit([child]);
              else collectInline('tokens' in child ? child.tokens : [], outline);
            }
          }
          break;
        case 'blockquote':
          visit(token.tokens ?? []);
          break;
        case 'table': {
          // Tables hold metrics and labels, not sentences: only their links and stray marks are read.
          const table = token as Tokens.Table;
          for (const cell of [...table.header, ...table.rows.flat()]) collectInline(cell.tokens, outline);
          break;
        }
        default:
          break;
      }
    }
  };
  visit(lexer.lexer(markdown));
  return outline;
}

const SEGMENTER = new Intl.Segmenter('en', { granularity: 'sentence' });

/** The sentences of a text block (the platform's Unicode sentence rules). */
export function sentencesOf(text: string): string[] {
  return [...SEGMENTER.segment(text)].map((segment) => segment.segment.trim()).filter(Boolean);
}
