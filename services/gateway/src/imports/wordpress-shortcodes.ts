/**
 * WordPress shortcodes in a post's HTML, before it becomes markdown. Known ones become the HTML they stand
 * for ([caption] a figure with its caption, [embed]/[video]/[audio]/[youtube] a link, [gallery] its images);
 * unknown ones are removed (an enclosing one keeps its text) and reported.
 */

/** Attachment id → URL, for [gallery ids="..."]. */
export type AttachmentUrls = ReadonlyMap<string, string>;

export interface ShortcodeResult {
  html: string;
  /** One line per kind of unknown shortcode removed. */
  removed: string[];
}

const KNOWN = new Set(['caption', 'wp_caption', 'embed', 'video', 'audio', 'youtube', 'gallery', 'playlist']);
const SHORTCODE = /\[(\/)?([a-zA-Z_][\w-]*)((?:\s+[^\]]*?)?)\s*(\/)?\]/g;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))|"([^"]*)"|(\S+)/g;

function attributesOf(text: string): { named: Record<string, string>; positional: string[] } {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (match[1]) named[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
    else positional.push(match[5] ?? match[6] ?? '');
  }
  return { named, positional };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function link(url: string | undefined, label: string): string {
  if (!url || !/^https?:\/\//i.test(url.trim())) return '';
  return `<p><a href="${escapeAttribute(url.trim())}">${label}</a></p>`;
}

function render(name: string, attributes: string, inner: string | null, attachments: AttachmentUrls): string {
  const { named, positional } = attributesOf(attributes);
  switch (name) {
    case 'caption':
    case 'wp_caption': {
      const body = inner ?? '';
      const image = /<img\b[^>]*>/i.exec(body)?.[0] ?? '';
      const wrapped = /<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>/i.exec(body)?.[0];
      const caption = (named.caption ?? body.replace(wrapped ?? image, '')).trim();
      return `<figure>${image}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    }
    case 'embed':
      return link(inner ?? named.src ?? positional[0], inner?.trim() ?? 'Embedded media');
    case 'youtube':
      return link(named.url ?? named.src ?? positional[0] ?? inner ?? undefined, 'Video on YouTube');
    case 'video':
      return link(named.src ?? named.mp4 ?? named.webm ?? named.url, 'Video');
    case 'audio':
      return link(named.src ?? named.mp3 ?? named.url, 'Audio');
    case 'gallery':
    case 'playlist': {
      const ids = (named.ids ?? named.include ?? '').split(',').map((id) => id.trim()).filter(Boolean);
      return ids
        .map((id) => attachments.get(id))
        .filter((url): url is string => Boolean(url))
        .map((url) => `<p><img src="${escapeAttribute(url)}" alt=""></p>`)
        .join('');
    }
    default:
      return inner ?? '';
  }
}

/** Whether `[name ...]` is a shortcode and not ordinary bracketed text such as "[1]" or "[Note]". */
function looksLikeShortcode(name: string, attributes: string, selfClosing: boolean, html: string, end: number): boolean {
  if (KNOWN.has(name.toLowerCase())) return true;
  if (selfClosing || /=/.test(attributes)) return true;
  return html.indexOf(`[/${name}]`, end) !== -1;
}

export function convertShortcodes(html: string, attachments: AttachmentUrls = new Map()): ShortcodeResult {
  const removed = new Set<string>();
  let output = '';
  let index = 0;
  SHORTCODE.lastIndex = 0;
  for (let match = SHORTCODE.exec(html); match; match = SHORTCODE.exec(html)) {
    const [whole, closing, rawName, attributes, selfClosing] = match;
    const name = rawName.toLowerCase();
    const end = match.index + whole.length;
    // [[escaped]] is WordPress's way of writing a literal shortcode.
    if (html[match.index - 1] === '[' && html[end] === ']') continue;
    if (closing) {
      if (!KNOWN.has(name)) removed.add(`[${rawName}]`);
      output += html.slice(index, match.index);
      index = end;
      continue;
    }
    if (!looksLikeShortcode(rawName, attributes, Boolean(selfClosing), html, end)) continue;
    output += html.slice(index, match.index);
    const close = `[/${rawName}]`;
    const closeAt = selfClosing ? -1 : html.toLowerCase().indexOf(close.toLowerCase(), end);
    const inner = closeAt === -1 ? null : html.slice(end, closeAt);
    if (!KNOWN.has(name)) removed.add(`[${rawName}]`);
    const replacement = render(name, attributes, inner, attachments);
    // An unknown enclosing shortcode keeps its text, which may hold shortcodes of its own.
    output += KNOWN.has(name) ? replacement : convertShortcodes(replacement, attachments).html;
    index = closeAt === -1 ? end : closeAt + close.length;
    SHORTCODE.lastIndex = index;
  }
  output += html.slice(index);
  return { html: output, removed: [...removed].map((code) => `Unknown shortcode ${code} removed`) };
}
