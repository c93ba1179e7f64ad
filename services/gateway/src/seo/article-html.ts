import type { Marked as MarkedClass, Tokens } from 'marked';
import { escapeHtml, safeUrl } from '@app/shared';

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

const Marked = loadMarked();

/**
 * Markdown → HTML for crawlers, RSS and link previews: GFM on, raw HTML escaped (shown as text, never
 * run), links and images kept only with an allowed protocol (see safeUrl).
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (!url) return text;
      const external = /^https?:\/\//i.test(url);
      return `<a href="${escapeHtml(url)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="noopener noreferrer nofollow"' : ''}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const url = safeUrl(href);
      if (!url) return escapeHtml(text);
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source ?? '', { async: false }) as string;
}
