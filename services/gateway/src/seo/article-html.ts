import { ARTICLE_MARKDOWN_RENDERER } from '@app/shared';
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

const Marked = loadMarked();

/**
 * Markdown → HTML for crawlers, RSS and link previews, with the same renderer as the browser: GFM on,
 * raw HTML escaped, links and images only with an allowed protocol.
 */
const markdown = new Marked({ gfm: true, async: false, renderer: ARTICLE_MARKDOWN_RENDERER as unknown as RendererObject });

export function renderMarkdown(source: string): string {
  return markdown.parse(source ?? '', { async: false }) as string;
}
