import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_CLASSES,
  ARTICLE_ELEMENTS,
  ARTICLE_IMAGE,
  ARTICLE_URL_SCHEMES,
  escapeHtml,
  EXTERNAL_LINK,
  IMAGE_SLOT_SIZES,
  isExternalUrl,
  isRenderableMarkdown,
  markdownFallbackParagraphs,
  responsiveImage,
  safeUrl,
  taskBoxLabel,
  type ImageSizes,
} from '@app/site';
import type { Marked as MarkedClass, RendererObject } from 'marked';
import sanitizeHtml from 'sanitize-html';

type MarkedModule = { Marked: typeof MarkedClass };

/**
 * marked ships ESM only. Node >= 20.19 loads it with require(); jest's CommonJS runtime cannot, so
 * there the package's UMD build is used instead.
 */
export function loadMarked(): typeof MarkedClass {
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

/**
 * The sizes of the stored images of the article being rendered (renderMarkdown's argument). marked parses
 * synchronously, so no other render runs between setting this and the parse returning.
 */
let renderingSizes: ImageSizes | undefined;

/** The slice of marked's parser a renderer method can reach through `this`. */
interface RendererContext {
  parser: { parseInline(tokens: unknown[]): string };
}

/**
 * marked renderer overrides that give the same HTML as the browser's react-markdown components
 * (frontend/src/components/article/markdown-renderer.tsx): raw HTML is shown as text (never run), links and
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
    const external = isExternalUrl(url) ? ` target="${EXTERNAL_LINK.target}" rel="${EXTERNAL_LINK.rel}"` : '';
    return `<a href="${escapeHtml(url)}"${title}${external}>${text}</a>`;
  },
  image(token: { href: string; title?: string | null; text: string }): string {
    const url = safeUrl(token.href);
    if (!url) return escapeHtml(token.text);
    const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
    // A stored image of known size: its variants and its size, as the browser's renderer sets them.
    const { srcSet, sizes, width, height } = responsiveImage(url, renderingSizes, IMAGE_SLOT_SIZES.articleContent);
    const responsive =
      (srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes!)}"` : '') + (width && height ? ` width="${width}" height="${height}"` : '');
    return `<img src="${escapeHtml(url)}" alt="${escapeHtml(token.text)}"${title}${responsive} loading="${ARTICLE_IMAGE.loading}" decoding="${ARTICLE_IMAGE.decoding}">`;
  },
  checkbox(token: { checked: boolean }): string {
    return `<input type="checkbox" disabled aria-label="${taskBoxLabel(token.checked)}"${token.checked ? ' checked' : ''}> `;
  },
};

/**
 * @app/site's article allow-list as sanitize-html settings, for the page and the RSS feed alike: the
 * elements and attributes the browser's renderer (react-markdown + remark-gfm, no rehype-raw) can
 * produce. marked's own escaping has gaps (after an inline <pre>, <code>, <kbd> or <script> it passes
 * the rest of the paragraph through as if already escaped), so its output is never trusted as is.
 * Tags outside the list are escaped, not dropped: raw HTML shows as text, as in the browser.
 */
const ARTICLE_HTML_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ARTICLE_ELEMENTS,
  allowedAttributes: Object.fromEntries(
    Object.entries(ARTICLE_ATTRIBUTES).map(([tag, attributes]) => [
      tag,
      Object.entries(attributes).map(([name, values]) => (values === true ? name : { name, values: [...values], multiple: name === 'rel' })),
    ]),
  ),
  allowedClasses: Object.fromEntries(Object.entries(ARTICLE_CLASSES).map(([tag, classes]) => [tag, [...classes]])),
  // Any <input> is a read-only task box: one that came some other way must not become a text field.
  transformTags: { input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, type: 'checkbox', disabled: '' } }) },
  allowedSchemes: [...ARTICLE_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'escape',
};

const Marked = loadMarked();

const markdown = new Marked({ gfm: true, async: false, renderer: ARTICLE_RENDERER as unknown as RendererObject });

/**
 * Markdown → HTML for crawlers, RSS, link previews and the article body a direct visit reuses:
 * GFM on, raw HTML escaped, links and images only with an allowed protocol, and then the result
 * held to ARTICLE_HTML_ALLOW_LIST. Content nested deeper than @app/site allows (stored before the
 * limit), or that the parser fails on, is shown as its text (articleFallbackHtml), as the browser
 * shows it: one post never takes a page or the feed down. Seconds of work for a 500 KB article at
 * the limit: run it on the markdown thread (MarkdownRenderer), never on the event loop.
 * `imageSizes`: the sizes of the article's stored images (the public post's imageSizes), which then get
 * srcset, sizes, width and height (issue 28).
 */
export function renderMarkdown(source: string, imageSizes?: ImageSizes): string {
  const text = source ?? '';
  if (!isRenderableMarkdown(text)) return articleFallbackHtml(text);
  renderingSizes = imageSizes;
  try {
    return sanitizeHtml(markdown.parse(text, { async: false }) as string, ARTICLE_HTML_ALLOW_LIST);
  } catch {
    return articleFallbackHtml(text);
  } finally {
    renderingSizes = undefined;
  }
}

/** An article as plain text: a paragraph of escaped text per paragraph of its source (@app/site's fallback). */
export function articleFallbackHtml(source: string): string {
  return markdownFallbackParagraphs(source)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n');
}
