import { safeUrl } from '@app/site';
import TurndownService from 'turndown';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { gfm } = require('@joplin/turndown-plugin-gfm') as { gfm: TurndownService.Plugin };

/** What never survives an import, whatever its content: it is dropped and reported. */
const UNSAFE_ELEMENTS = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'form', 'input', 'button', 'select', 'textarea', 'template'] as const;

/** The slice of a DOM element the rules read (the gateway compiles without the DOM library). */
interface DomElement {
  getAttribute(name: string): string | null;
}

export interface ConvertedBody {
  markdown: string;
  /** What the conversion dropped or changed, one line per kind. */
  warnings: string[];
  /** Image addresses in the body, in order (before any rewriting to the media store). */
  images: string[];
}

function createConverter(found: { unsafe: Set<string>; unsafeLinks: number }): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_', hr: '---' });
  service.use(gfm);
  service.remove((node) => {
    const name = node.nodeName.toLowerCase();
    if (!(UNSAFE_ELEMENTS as readonly string[]).includes(name)) return false;
    // A video player frame becomes a link to its address; everything else is only reported.
    const frameLink = name === 'iframe' && /^https?:\/\//i.test((node as unknown as DomElement).getAttribute('src') ?? '');
    if (!frameLink) found.unsafe.add(name);
    return !frameLink;
  });
  service.addRule('iframe-link', {
    filter: (node) => node.nodeName === 'IFRAME',
    replacement: (_content, node) => {
      const src = (node as unknown as DomElement).getAttribute('src') ?? '';
      return `\n\n[Embedded media](${src})\n\n`;
    },
  });
  service.addRule('safe-link', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.getAttribute('href')),
    replacement: (content, node) => {
      const href = ((node as unknown as DomElement).getAttribute('href') ?? '').trim();
      if (!safeUrl(href)) {
        found.unsafeLinks += 1;
        return content;
      }
      const title = (node as unknown as DomElement).getAttribute('title');
      return `[${content}](${href.replace(/[()]/g, (char: string) => encodeURIComponent(char))}${title ? ` "${title.replace(/"/g, '\\"')}"` : ''})`;
    },
  });
  service.addRule('safe-image', {
    filter: 'img',
    replacement: (_content, node) => {
      const src = ((node as unknown as DomElement).getAttribute('src') ?? '').trim();
      if (!src || !safeUrl(src)) {
        if (src) found.unsafeLinks += 1;
        return '';
      }
      const alt = ((node as unknown as DomElement).getAttribute('alt') ?? '').replace(/[[\]\n]/g, ' ').trim();
      return `![${alt}](${src.replace(/[()\s]/g, (char: string) => encodeURIComponent(char))})`;
    },
  });
  service.addRule('figure-caption', {
    filter: 'figcaption',
    replacement: (content) => (content.trim() ? `\n\n_${content.trim()}_\n\n` : ''),
  });
  return service;
}

/** `<script` written as text (an escaped tag in the source shows as text): never carried into content. */
const SCRIPT_TEXT = /<\s*\/?\s*script\b[^>]*>?/gi;

/**
 * Clean markdown from an export's HTML body: GFM tables, fenced code, atx headings; scripts, styles, frames
 * and forms dropped (a video frame becomes a link), links and images only with safe addresses, and no
 * `<script>` text left in the result. Every drop is reported.
 */
export function htmlToMarkdown(html: string): ConvertedBody {
  const found = { unsafe: new Set<string>(), unsafeLinks: 0 };
  const converter = createConverter(found);
  let markdown = converter.turndown(html || '').trim();
  const warnings: string[] = [];
  let scriptText = 0;
  markdown = markdown.replace(SCRIPT_TEXT, () => {
    scriptText += 1;
    return '';
  });
  if (/\bon[a-z]+\s*=/i.test(html) && /<[^>]+\son[a-z]+\s*=/i.test(html)) warnings.push('Inline event handlers (on...= attributes) removed');
  for (const name of found.unsafe) warnings.push(`<${name}> element removed`);
  if (found.unsafeLinks) warnings.push(`${found.unsafeLinks} link(s) or image(s) with an unsafe address (javascript:, data:, ...) removed`);
  if (scriptText) warnings.push(`${scriptText} piece(s) of <script> text removed`);
  const images = [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => decodeURIComponent(match[1]));
  return { markdown, warnings, images };
}

/** Markdown that arrived as markdown (front-matter files): only `<script>` text and raw unsafe tags are taken out. */
export function cleanMarkdown(source: string, options: { trim?: boolean } = {}): ConvertedBody {
  const warnings: string[] = [];
  let markdown = source;
  const unsafeTag = new RegExp(`<\\s*(${UNSAFE_ELEMENTS.join('|')})\\b[\\s\\S]*?(<\\s*/\\s*\\1\\s*>|$)`, 'gi');
  const dropped = new Set<string>();
  markdown = markdown.replace(unsafeTag, (_whole, name: string) => {
    dropped.add(name.toLowerCase());
    return '';
  });
  for (const name of dropped) warnings.push(`<${name}> element removed`);
  let scriptText = 0;
  markdown = markdown.replace(SCRIPT_TEXT, () => {
    scriptText += 1;
    return '';
  });
  if (scriptText) warnings.push(`${scriptText} piece(s) of <script> text removed`);
  const images = [...markdown.matchAll(/!\[[^\]]*\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
  return { markdown: options.trim === false ? markdown : markdown.trim(), warnings, images };
}

/** A one-line field (title, author, alt text) with any `<script>` text taken out. */
export function stripScriptText(text: string): string {
  return text.replace(SCRIPT_TEXT, '').trim();
}

/** Plain text of a short HTML field (an excerpt): tags dropped, entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const found = { unsafe: new Set<string>(), unsafeLinks: 0 };
  const markdown = createConverter(found).turndown(html);
  return markdown
    .replace(SCRIPT_TEXT, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]|\\(?=[\\`*_{}[\]()#+\-.!])/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
