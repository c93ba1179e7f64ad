import { ImportedRevision } from '@app/contract';
import { parseKeywords } from '@app/site';
import path from 'node:path';
import { ImportFileError } from '../import-errors';
import { UploadArchive } from '../upload-archive';
import { parseDate, SourcePost } from '../source-post';
import { splitFrontMatter } from './front-matter';

/** The largest markdown file read. */
const MAX_MARKDOWN_BYTES = 5 * 1024 * 1024;
const MAX_REVISIONS_BYTES = 32 * 1024 * 1024;

/** The manifest this product's export writes at the top of its zip. */
export const EXPORT_FORMAT = 'hyperframe-export';

export function isMarkdownFile(file: string): boolean {
  return /\.(md|markdown)$/i.test(file) && !/(^|\/)readme\.md$/i.test(file);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  return parseKeywords(typeof value === 'string' ? value : []);
}

function first(data: Record<string, unknown>, ...keys: string[]): unknown {
  for (const key of keys) if (data[key] !== undefined && data[key] !== null && data[key] !== '') return data[key];
  return undefined;
}

function stateOf(data: Record<string, unknown>): Pick<SourcePost, 'state' | 'skipReason'> {
  if (data.draft === true || data.published === false) return { state: 'draft' };
  const status = text(data.status).toLowerCase();
  if (['draft', 'ready_for_review', 'pending'].includes(status)) return { state: 'draft' };
  if (['private', 'trash', 'archived'].includes(status)) return { state: 'skip', skipReason: `Status "${status}"` };
  return { state: 'published' };
}

/**
 * Posts of a folder (or zip) of markdown files with YAML front matter: title (or the first `# ` heading, or
 * the file name), slug, date, updated, draft/published/status, category/categories, tags/keywords, author,
 * excerpt/description, metaDescription, image/featuredImage/cover, aliases/redirect_from. Files of this
 * product's own export carry every field and their revisions (`revisions/<slug>.json`), and are taken as written.
 */
export async function* readMarkdown(archive: UploadArchive, files: readonly string[], ownExport: boolean): AsyncGenerator<SourcePost> {
  for (const file of files) {
    const raw = (await archive.read(file, MAX_MARKDOWN_BYTES)).toString('utf8');
    let parsed: ReturnType<typeof splitFrontMatter>;
    try {
      parsed = splitFrontMatter(raw);
    } catch (error) {
      throw new ImportFileError(`${file}: its front matter is not valid YAML (${(error as Error).message.split('\n')[0]}): refused.`);
    }
    const { data } = parsed;
    let body = parsed.body;
    let title = text(data.title);
    if (!title) {
      const heading = /^#[ \t]+(.+)$/m.exec(body);
      if (heading && body.slice(0, heading.index).trim() === '') {
        title = heading[1].trim();
        body = body.slice(heading.index + heading[0].length);
      }
    }
    title ||= path.basename(file).replace(/\.(md|markdown)$/i, '');
    const slug = text(data.slug) || path.basename(file).replace(/\.(md|markdown)$/i, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
    const createdAt = parseDate(first(data, 'createdAt', 'date', 'published_at', 'publishedAt'));
    const state = stateOf(data);
    const revisions = ownExport ? await readRevisions(archive, file) : [];
    const category = text(first(data, 'category'));
    yield {
      importKey: `${file}#${slug}`,
      title,
      slug,
      body: { markdown: body },
      excerpt: text(first(data, 'excerpt', 'description', 'summary')),
      categories: [category, ...list(data.categories)].filter(Boolean),
      tags: list(first(data, 'keywords', 'tags')),
      author: text(first(data, 'author', 'authors')) || (Array.isArray(data.authors) ? text(data.authors[0]) : ''),
      ...state,
      createdAt,
      updatedAt: parseDate(first(data, 'updatedAt', 'updated', 'lastmod', 'modified')),
      publishedAt: state.state === 'published' ? (parseDate(data.publishedAt) ?? createdAt) : null,
      featuredImage: text(first(data, 'featuredImage', 'image', 'cover', 'feature_image', 'cover_image')) || null,
      featuredImageAlt: text(first(data, 'featuredImageAlt', 'imageAlt', 'image_alt')),
      metaDescription: text(first(data, 'metaDescription', 'meta_description')),
      legacyPaths: [...list(data.legacyUrls), ...list(data.aliases), ...list(data.redirect_from)],
      baseDir: path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file),
      revisions,
      exact: ownExport && category ? { category, status: text(data.status) || (state.state === 'published' ? 'published' : 'draft'), estimatedReadTime: Number(data.estimatedReadTime) || 0 } : undefined,
      notes: [],
    };
  }
}

/** The revisions this product's export wrote beside a post (`revisions/<name>.json`). */
async function readRevisions(archive: UploadArchive, file: string): Promise<ImportedRevision[]> {
  const revisionsFile = `revisions/${path.posix.basename(file).replace(/\.(md|markdown)$/i, '')}.json`;
  if (!archive.has(revisionsFile)) return [];
  let rows: unknown;
  try {
    rows = JSON.parse((await archive.read(revisionsFile, MAX_REVISIONS_BYTES)).toString('utf8'));
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`${revisionsFile} is not valid JSON: refused.`);
  }
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is ImportedRevision => Boolean(row) && typeof row.reason === 'string' && typeof row.createdAt === 'string' && typeof row.snapshot === 'object')
    .map((row) => ({ reason: row.reason, createdAt: row.createdAt, snapshot: row.snapshot }));
}
