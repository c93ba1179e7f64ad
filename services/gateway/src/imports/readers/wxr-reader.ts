import { SaxesParser } from 'saxes';
import { Readable } from 'node:stream';
import { ImportFileError } from '../import-errors';
import { parseDate, SourcePost } from '../source-post';

/** One <item> of a WXR file, by element name (the last value of each), with its categories and postmeta. */
interface WxrItem {
  fields: Record<string, string>;
  categories: Array<{ domain: string; name: string }>;
  meta: Record<string, string>;
}

interface WxrChannel {
  baseUrl: string;
  authors: Map<string, string>;
}

/** Elements whose text is kept (item fields, author fields, postmeta). */
const ITEM_FIELDS = new Set([
  'title',
  'link',
  'guid',
  'pubDate',
  'dc:creator',
  'content:encoded',
  'excerpt:encoded',
  'wp:post_id',
  'wp:post_date_gmt',
  'wp:post_date',
  'wp:post_modified_gmt',
  'wp:post_name',
  'wp:status',
  'wp:post_type',
  'wp:post_password',
  'wp:attachment_url',
  'wp:post_parent',
]);

/**
 * Streams a WXR file through a SAX parser and calls back per item: memory holds one item at a time.
 * Truncated or malformed XML is refused with the parser's line and column.
 */
async function* wxrItems(stream: Readable, channel: WxrChannel): AsyncGenerator<WxrItem> {
  const ready: WxrItem[] = [];
  const onItem = (item: WxrItem) => ready.push(item);
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: string[] = [];
  let item: WxrItem | null = null;
  let text = '';
  let category: { domain: string } | null = null;
  let metaKey = '';
  let author: { login: string; name: string } | null = null;
  let sawRss = false;
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    text = '';
    if (tag.name === 'rss') sawRss = true;
    if (tag.name === 'item') item = { fields: {}, categories: [], meta: {} };
    if (tag.name === 'wp:author') author = { login: '', name: '' };
    if (tag.name === 'category' && item) category = { domain: String(tag.attributes.domain ?? 'category') };
  });
  parser.on('text', (value) => {
    text += value;
  });
  parser.on('cdata', (value) => {
    text += value;
  });
  parser.on('closetag', (tag) => {
    stack.pop();
    const name = tag.name;
    const parent = stack[stack.length - 1];
    if (item) {
      if (name === 'item') {
        onItem(item);
        item = null;
      } else if (name === 'category' && category) {
        item.categories.push({ domain: category.domain, name: text.trim() });
        category = null;
      } else if (name === 'wp:meta_key') {
        metaKey = text.trim();
      } else if (name === 'wp:meta_value' && parent === 'wp:postmeta') {
        item.meta[metaKey] = text;
      } else if (parent === 'item' && ITEM_FIELDS.has(name)) {
        item.fields[name] = text;
      }
    } else if (author) {
      if (name === 'wp:author_login') author.login = text.trim();
      if (name === 'wp:author_display_name') author.name = text.trim();
      if (name === 'wp:author') {
        if (author.login) channel.authors.set(author.login, author.name || author.login);
        author = null;
      }
    } else if ((name === 'wp:base_blog_url' || (name === 'link' && parent === 'channel')) && !channel.baseUrl) {
      channel.baseUrl = text.trim();
    }
    text = '';
  });
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    parser.write(chunk as string);
    if (failure) break;
    // Handed on per chunk: the consumer's pace holds the stream back, so memory holds a chunk's items.
    yield* ready.splice(0);
  }
  if (!failure) {
    try {
      parser.close();
    } catch (error) {
      failure = error as Error;
    }
  }
  if (failure) {
    stream.destroy();
    throw new ImportFileError(`The WordPress export is not complete, valid XML (${failure.message.split('\n')[0]}): refused.`);
  }
  if (!sawRss) throw new ImportFileError('This XML file is not a WordPress export (WXR): no <rss> root.');
  yield* ready.splice(0);
}

const SKIPPED_STATES: Record<string, string> = {
  private: 'A private post',
  trash: 'In the trash',
  'auto-draft': 'An unsaved auto-draft',
  inherit: 'A revision or attachment of another post',
  pending: null as never,
};

/** WordPress's own status words, as this blog's: published, or kept as a draft. */
function stateOf(item: WxrItem): Pick<SourcePost, 'state' | 'skipReason' | 'notes'> {
  const status = item.fields['wp:status']?.trim() ?? 'publish';
  if (item.fields['wp:post_password']?.trim()) return { state: 'skip', skipReason: 'Password-protected', notes: [] };
  if (status === 'publish') return { state: 'published', notes: [] };
  if (status === 'future') return { state: 'draft', notes: ['Scheduled in WordPress: imported as a draft'] };
  if (status === 'draft' || status === 'pending') return { state: 'draft', notes: [] };
  return { state: 'skip', skipReason: SKIPPED_STATES[status] ?? `Status "${status}"`, notes: [] };
}

/**
 * Posts of a WordPress export (WXR 1.x), read in two streaming passes: the first collects what posts refer
 * to (attachments for featured images and galleries, authors' display names), the second yields the posts.
 * Pages, menu items and other types are reported as skipped; attachments are not posts.
 */
export async function* readWxr(open: () => Promise<Readable>): AsyncGenerator<SourcePost> {
  const channel: WxrChannel = { baseUrl: '', authors: new Map() };
  const attachments = new Map<string, { url: string; alt: string }>();
  for await (const item of wxrItems(await open(), channel)) {
    if (item.fields['wp:post_type']?.trim() === 'attachment' && item.fields['wp:attachment_url']) {
      attachments.set(item.fields['wp:post_id']?.trim() ?? '', { url: item.fields['wp:attachment_url'].trim(), alt: item.meta._wp_attachment_image_alt ?? '' });
    }
  }
  const galleryUrls = new Map([...attachments].map(([id, attachment]) => [id, attachment.url]));
  for await (const item of wxrItems(await open(), { baseUrl: channel.baseUrl, authors: new Map() })) {
    yield toSourcePost(item, channel, attachments, galleryUrls);
  }
}

function toSourcePost(item: WxrItem, channel: WxrChannel, attachments: Map<string, { url: string; alt: string }>, galleryUrls: Map<string, string>): SourcePost {
  const fields = item.fields;
  const type = fields['wp:post_type']?.trim() || 'post';
  const postId = fields['wp:post_id']?.trim() ?? '';
  const guid = fields.guid?.trim();
  const title = fields.title?.trim() ?? '';
  const base = {
    importKey: guid ? `guid:${guid}` : `post:${postId}`,
    title: title || '(untitled)',
    slug: fields['wp:post_name']?.trim() ?? '',
    body: { html: fields['content:encoded'] ?? '' },
    excerpt: fields['excerpt:encoded'] ?? '',
    categories: item.categories.filter((category) => category.domain === 'category').map((category) => category.name),
    tags: item.categories.filter((category) => category.domain === 'post_tag').map((category) => category.name),
    author: channel.authors.get(fields['dc:creator']?.trim() ?? '') ?? (fields['dc:creator']?.trim() || ''),
    createdAt: parseDate(fields['wp:post_date_gmt']) ?? parseDate(fields.pubDate) ?? parseDate(fields['wp:post_date']),
    updatedAt: parseDate(fields['wp:post_modified_gmt']),
    publishedAt: null as Date | null,
    featuredImage: null as string | null,
    featuredImageAlt: '',
    metaDescription: (item.meta._yoast_wpseo_metadesc ?? item.meta.rank_math_description ?? '').trim(),
    legacyPaths: [fields.link, postId ? `/?p=${postId}` : '', guid && /\?p=\d+/.test(guid) ? guid : ''].filter((value): value is string => Boolean(value?.trim())),
    baseDir: '',
    revisions: [],
    attachments: galleryUrls,
  };
  if (type !== 'post') {
    const what = type === 'page' ? 'A page, not a post' : type === 'attachment' ? 'An attachment (its image is imported with the posts that use it)' : `Of type "${type}", not a post`;
    return { ...base, state: 'skip', skipReason: what, notes: [] };
  }
  const thumbnail = attachments.get(item.meta._thumbnail_id?.trim() ?? '');
  const state = stateOf(item);
  return {
    ...base,
    ...state,
    publishedAt: state.state === 'published' ? base.createdAt : null,
    featuredImage: thumbnail?.url ?? null,
    featuredImageAlt: thumbnail?.alt ?? '',
  };
}
