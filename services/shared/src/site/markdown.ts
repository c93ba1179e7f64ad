import { escapeHtml } from './head';
import { safeUrl } from './url';

/** The slice of marked's parser a renderer method can reach through `this`. */
interface RendererContext {
  parser: { parseInline(tokens: unknown[]): string };
}

/**
 * marked renderer overrides shared by the browser and the server so an article renders the same
 * everywhere: raw HTML is shown as text (never run), links and images keep only allowed protocols
 * (safeUrl), outside links open in a new tab, and GFM task boxes are read-only with a name.
 * Plain TypeScript: each side passes it to its own `new Marked({ gfm: true, renderer })`.
 */
export const ARTICLE_MARKDOWN_RENDERER = {
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
