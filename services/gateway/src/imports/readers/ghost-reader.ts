import { ImportFileError } from '../import-errors';
import { parseDate, SourcePost } from '../source-post';

interface GhostPost {
  id?: string;
  uuid?: string;
  title?: string;
  slug?: string;
  html?: string | null;
  plaintext?: string | null;
  feature_image?: string | null;
  feature_image_alt?: string | null;
  type?: string;
  status?: string;
  visibility?: string;
  created_at?: string;
  updated_at?: string;
  published_at?: string | null;
  custom_excerpt?: string | null;
  meta_description?: string | null;
}

interface GhostData {
  posts?: GhostPost[];
  posts_meta?: Array<{ post_id: string; meta_description?: string | null; feature_image_alt?: string | null }>;
  tags?: Array<{ id: string; name: string; visibility?: string }>;
  posts_tags?: Array<{ post_id: string; tag_id: string; sort_order?: number }>;
  users?: Array<{ id: string; name: string }>;
  posts_authors?: Array<{ post_id: string; author_id: string; sort_order?: number }>;
}

/** Ghost's export puts `{"db":[{"meta":{...},"data":{...}}]}` (older ones the `data` at the top). */
export function ghostData(json: unknown): GhostData | null {
  const root = json as { db?: Array<{ data?: GhostData }>; data?: GhostData } | null;
  if (!root || typeof root !== 'object') return null;
  const data = Array.isArray(root.db) ? root.db[0]?.data : root.data;
  return data && Array.isArray(data.posts) ? data : null;
}

function groupBy<T>(rows: readonly T[] | undefined, key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows ?? []) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

const bySortOrder = (a: { sort_order?: number }, b: { sort_order?: number }) => (a.sort_order ?? 0) - (b.sort_order ?? 0);

/**
 * Posts of a Ghost export (Ghost 5 JSON): the HTML body, the primary tag as the category hint and every
 * public tag as a keyword, the first author, custom excerpt, meta description and feature image. Pages are
 * skipped; `scheduled` becomes a draft; members-only posts are imported with a note.
 */
export function* readGhost(json: unknown): Generator<SourcePost> {
  const data = ghostData(json);
  if (!data) throw new ImportFileError('This JSON file is not a Ghost export: no db[0].data.posts.');
  const tags = new Map((data.tags ?? []).map((tag) => [tag.id, tag]));
  const users = new Map((data.users ?? []).map((user) => [user.id, user.name]));
  const meta = new Map((data.posts_meta ?? []).map((row) => [row.post_id, row]));
  const tagsOf = groupBy(data.posts_tags, (row) => row.post_id);
  const authorsOf = groupBy(data.posts_authors, (row) => row.post_id);
  for (const post of data.posts ?? []) {
    const id = post.id ?? post.uuid ?? '';
    const postTags = (tagsOf.get(id) ?? [])
      .sort(bySortOrder)
      .map((row) => tags.get(row.tag_id))
      .filter((tag): tag is NonNullable<typeof tag> => Boolean(tag) && tag!.visibility !== 'internal');
    const author = (authorsOf.get(id) ?? []).sort(bySortOrder).map((row) => users.get(row.author_id)).find(Boolean) ?? '';
    const postMeta = meta.get(id);
    const html = post.html ?? (post.plaintext ? post.plaintext.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') : '');
    const notes: string[] = [];
    if (!post.html && post.plaintext) notes.push('No HTML in the export: imported from its plain text');
    if (post.visibility && post.visibility !== 'public') notes.push(`Was visible to ${post.visibility} only in Ghost: imported as a public post`);
    const createdAt = parseDate(post.published_at) ?? parseDate(post.created_at);
    let state: SourcePost['state'] = post.status === 'published' ? 'published' : 'draft';
    let skipReason: string | undefined;
    if (post.status === 'scheduled') notes.push('Scheduled in Ghost: imported as a draft');
    if (post.type === 'page') {
      state = 'skip';
      skipReason = 'A page, not a post';
    }
    const slug = post.slug ?? '';
    yield {
      importKey: `id:${id}`,
      title: post.title?.trim() || '(untitled)',
      slug,
      body: { html },
      excerpt: post.custom_excerpt ?? '',
      categories: postTags.slice(0, 1).map((tag) => tag.name),
      tags: postTags.map((tag) => tag.name),
      author,
      state,
      skipReason,
      createdAt,
      updatedAt: parseDate(post.updated_at),
      publishedAt: state === 'published' ? parseDate(post.published_at) : null,
      featuredImage: post.feature_image ?? null,
      featuredImageAlt: postMeta?.feature_image_alt ?? post.feature_image_alt ?? '',
      metaDescription: postMeta?.meta_description ?? post.meta_description ?? '',
      // Ghost's default permalink is /<slug>/.
      legacyPaths: slug ? [`/${slug}/`] : [],
      baseDir: '',
      revisions: [],
      notes,
    };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
