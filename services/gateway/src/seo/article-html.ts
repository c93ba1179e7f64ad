import { escapeHtml, safeUrl } from '@app/shared';
import type { Marked as MarkedClass, RendererObject } from 'marked';

type MarkedModule = { Marked: typeof MarkedClass };

/**
 * marked ships ESM only. Node >= 20.19 loads it with require(); jest's CommonJS runtime cannot, so
 * there the package's UMD build is used instead.
 */
function loadMarked(): typeof MarkedClass {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const esm = require('marked') as MarkedModule;
    if (typeof esm.Marked === 'function') return esm.Marked;
  } catch {
    // fall through to the UMD build
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(require.resolve('marked/package.json').replace(/package\.json$/, 'lib/marked.umd.js')) as MarkedModule).Marked;
}

/** The slice of marked's parser a renderer method can reach through `this`. */
interface RendererContext {
  parser: { parseInline(tokens: unknown[]): string };
}

/**
 * marked renderer overrides that give the same HTML as the browser's react-markdown components
 * (frontend/src/components/ui/markdown-renderer.tsx): raw HTML is shown as text (never run), links and
 * images keep only allowed protocols (safeUrl, shared with the browser), outside links open in a new
 * tab, and GFM task boxes are read-only with a name.
 */
const ARTICLE_RENDERER = {
  html(token: { text: string }): string {
    return escapeHtml(token.text);
  },
  link(this: RendererContext, token: { href: string; title?: string | null; tokens: unknown[] }): string {
    const text = this.parser.parseInline(token.tokens);
    const url = safeUrl(token.href);
    if (!url) return text;
    const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
    const external = /^https?:\/\//i.test(url) ? ' target="_blank" rel="noopener noreferrer nofollow"' : '';
    return `<a href="${escapeHtml(url)}"${title}${external}>${text}</a>`;
  },
  image(token: { href: string; title?: string | null; text: string }): string {
    const url = safeUrl(token.href);
    if (!url) return escapeHtml(token.text);
    const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
    return `<img src="${escapeHtml(url)}" alt="${escapeHtml(token.text)}"${title} loading="lazy" decoding="async">`;
  },
  checkbox(token: { checked: boolean }): string {
    return `<input type="checkbox" disabled aria-label="${token.checked ? 'Done' : 'Not done'}"${token.checked ? ' checked' : ''}> `;
  },
};

const Marked = loadMarked();

/**
 * Markdown → HTML for crawlers, RSS, link previews and the article body a direct visit reuses:
 * GFM on, raw HTML escaped, links and images only with an allowed protocol.
 */
const markdown = new Marked({ gfm: true, async: false, renderer: ARTICLE_RENDERER as unknown as RendererObject });

export function renderMarkdown(source: string): string {
  return markdown.parse(source ?? '', { async: false }) as string;
}
