import { SAFE_URL_SCHEMES } from './url';

/**
 * The one allow-list of article HTML: what GFM markdown may become, on the server (marked, then
 * sanitize-html held to this list: the gateway's seo/article-html) and in the browser (react-markdown
 * + remark-gfm with no raw HTML, its allowedElements and urlTransform: the front end's
 * markdown-renderer). Raw HTML in the markdown is shown as text by both; links and images keep only
 * SAFE_URL_SCHEMES (see safeUrl) or a relative URL.
 */
export const ARTICLE_URL_SCHEMES = SAFE_URL_SCHEMES;

/** The elements GFM markdown becomes. */
export const ARTICLE_ELEMENTS = [
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'br', 'ul', 'ol', 'li', 'pre', 'code', 'em', 'strong', 'del'],
  ...['a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'input'],
];

/** GFM footnotes: only the browser's renderer makes them (the server's shows their marks as text). */
export const FOOTNOTE_ELEMENTS = ['section', 'sup'];

/** How an outside link opens: a new tab, with no opener, referrer or endorsement. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/** Article images load when scrolled to, off the main thread. */
export const ARTICLE_IMAGE = { loading: 'lazy', decoding: 'async' } as const;


/** An absolute http(s) URL: a link that leaves the site (see EXTERNAL_LINK). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The name a GFM task box carries (it is read-only). */
export function taskBoxLabel(checked: boolean): string {
  return checked ? 'Done' : 'Not done';
}

const ALIGN = ['left', 'center', 'right'];

/**
 * Per element, the attributes the renderers set: true for any value (URLs are held to
 * ARTICLE_URL_SCHEMES), or the values allowed (space-separated tokens for rel).
 */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, true | readonly string[]>>>> = {
  a: { href: true, title: true, target: [EXTERNAL_LINK.target], rel: /* @__PURE__ */ EXTERNAL_LINK.rel.split(' ') },
  // srcset, sizes, width and height only for stored images of known size (responsiveImage).
  img: { src: true, alt: true, title: true, srcset: true, sizes: true, width: true, height: true, loading: [ARTICLE_IMAGE.loading], decoding: [ARTICLE_IMAGE.decoding] },
  ol: { start: true },
  th: { align: ALIGN },
  td: { align: ALIGN },
  // GFM task boxes only: read-only checkboxes.
  input: { type: true, disabled: true, checked: true, 'aria-label': true },
};

/** The classes allowed, per element: a code block's language. */
export const ARTICLE_CLASSES: Readonly<Record<string, readonly string[]>> = { code: ['language-*'] };
