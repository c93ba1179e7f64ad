import {
  CategoryMapping,
  ImportedPostData,
  ImportReport,
  ImportReportPost,
  ImportsRepository,
  ImportSource,
  legacyUrlKey,
  NewImportItem,
  nextFreeSlug,
} from '@app/contract';
import { DEFAULT_AUTHOR, drawableText, estimateReadTime, isRenderableMarkdown, parseKeywords, slugify, SLUG_MAX_LENGTH } from '@app/site';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { chooseCategory } from './category-map';
import { ImportFileError } from './import-errors';
import { ImageOutcome, ImportImageStore } from './import-image-store';
import { ImportLimits } from './import-limits';
import { cleanMarkdown, ConvertedBody, htmlToMarkdown, htmlToText, stripScriptText } from './html-to-markdown';
import { readGhost } from './readers/ghost-reader';
import { EXPORT_FORMAT, isMarkdownFile, readMarkdown } from './readers/markdown-reader';
import { readWxr } from './readers/wxr-reader';
import { SourcePost } from './source-post';
import { openUpload, readCapped, UploadArchive } from './upload-archive';
import { convertShortcodes } from './wordpress-shortcodes';

/** Posts planned and staged per round trip to the database. */
const BATCH = 100;
const MAX_REMOTE_LISTED = 200;

export function emptyReport(fileName: string): ImportReport {
  return {
    source: null,
    fileName,
    posts: { found: 0, toImport: 0, toSkip: 0 },
    items: [],
    categoryMappings: [],
    slugConflicts: [],
    images: { found: 0, inUpload: 0, remote: [], missing: [] },
    skipped: [],
    warnings: [],
    errors: [],
    outcome: null,
  };
}

/** What the upload holds and which reader reads it. */
async function detect(archive: UploadArchive, limits: ImportLimits): Promise<{ source: ImportSource; posts: AsyncIterable<SourcePost> | Iterable<SourcePost> }> {
  const paths = archive.paths();
  const xml = paths.filter((file) => /\.xml$/i.test(file));
  const json = paths.filter((file) => /\.json$/i.test(file) && !/^revisions\//.test(file));
  const markdown = paths.filter(isMarkdownFile).sort();
  if (archive.has('manifest.json')) {
    const manifest = JSON.parse((await archive.read('manifest.json', 16 * 1024 * 1024)).toString('utf8')) as { format?: string };
    if (manifest.format === EXPORT_FORMAT) {
      return { source: 'markdown', posts: readMarkdown(archive, markdown.filter((file) => file.startsWith('posts/')), true) };
    }
  }
  if (xml.length) {
    if (xml.length > 1 && archive.isZip) throw new ImportFileError(`The zip holds ${xml.length} XML files; put one WordPress export in it.`);
    return { source: 'wordpress', posts: readWxr(() => archive.open(xml[0])) };
  }
  if (json.length === 1) {
    const bytes = await archive.read(json[0], limits.maxJsonBytes);
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      throw new ImportFileError(`${json[0]} is not complete, valid JSON (${(error as Error).message}): refused.`);
    }
    return { source: 'ghost', posts: readGhost(parsed) };
  }
  if (markdown.length) return { source: 'markdown', posts: readMarkdown(archive, markdown, false) };
  throw new ImportFileError('No WordPress export (.xml), Ghost export (.json) or markdown files (.md) found in the upload.');
}

/** A markdown image reference written back with its new address. */
function rewriteImages(markdown: string, addresses: ReadonlyMap<string, string>): string {
  if (!addresses.size) return markdown;
  return markdown.replace(/(!\[[^\]]*\]\()<?([^)\s>]+)>?((?:\s+"[^"]*")?\))/g, (whole, open: string, url: string, close: string) => {
    let decoded = url;
    try {
      decoded = decodeURIComponent(url);
    } catch {
      // kept as written
    }
    const replacement = addresses.get(decoded) ?? addresses.get(url);
    return replacement ? `${open}${replacement}${close}` : whole;
  });
}

function clip(text: string, length: number): string {
  return text.length > length ? text.slice(0, length) : text;
}

/**
 * The dry run: reads an upload (WordPress WXR, Ghost JSON, markdown files, or this product's export; alone
 * or in a zip), converts each post, maps its category, resolves slug conflicts, stages its images, and
 * stages everything in import_runs/import_items/import_media for the job to apply. Nothing of the blog
 * changes here. A refused file keeps only its run row (state `refused`) with the errors.
 */
export class ImportAnalyser {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limits: ImportLimits,
  ) {}

  async analyse(file: string, fileName: string): Promise<{ id: string; state: 'ready' | 'refused'; report: ImportReport }> {
    const id = randomUUID();
    const repository = new ImportsRepository(this.dataSource.manager);
    const report = emptyReport(clip(fileName, 300));
    await repository.insertRun({ id, source: 'markdown', fileName: report.fileName, state: 'analysing', report: report as never });
    let archive: UploadArchive | null = null;
    try {
      archive = await openUpload(file, fileName, this.limits);
      const { source, posts } = await detect(archive, this.limits);
      report.source = source;
      await repository.updateRun(id, { source, report: report as never });
      await this.plan(id, source, archive, posts, report, repository);
      if (!report.posts.found) throw new ImportFileError('No posts found in this file.');
    } catch (error) {
      if (!(error instanceof ImportFileError)) {
        await repository.deleteRun(id).catch(() => undefined);
        throw error;
      }
      // Refused: nothing staged stays (items and images go with a fresh run row).
      const refused = { ...emptyReport(report.fileName), source: report.source, errors: [error.message] };
      await this.dataSource.transaction(async (manager) => {
        const inTransaction = new ImportsRepository(manager);
        await inTransaction.deleteRun(id);
        await inTransaction.insertRun({ id, source: report.source ?? 'markdown', fileName: report.fileName, state: 'refused', report: refused as never });
      });
      return { id, state: 'refused', report: refused };
    } finally {
      archive?.close();
    }
    await repository.updateRun(id, { state: 'ready', report: report as never });
    return { id, state: 'ready', report };
  }

  private async plan(
    runId: string,
    source: ImportSource,
    archive: UploadArchive,
    posts: AsyncIterable<SourcePost> | Iterable<SourcePost>,
    report: ImportReport,
    repository: ImportsRepository,
  ): Promise<void> {
    const images = new ImportImageStore(archive, repository, runId);
    const mappings = new Map<string, CategoryMapping>();
    const warnings = new Map<string, number>();
    const seenSlugs = new Set<string>();
    const seenKeys = new Set<string>();
    const remote = new Set<string>();
    const missing = new Set<string>();
    let batch: SourcePost[] = [];
    let position = 0;

    const flush = async () => {
      if (!batch.length) return;
      const converted = await Promise.all(batch.map((post) => this.convert(post, images, remote, missing, report)));
      const imported = await repository.importedPostIds(source, batch.map((post) => post.importKey));
      const bases = converted.map(({ base }) => base);
      const taken = await repository.takenSlugs(bases);
      const items: NewImportItem[] = [];
      for (const [index, post] of batch.entries()) {
        const { data, base, notes, mapping } = converted[index];
        position += 1;
        let reason: string | null = post.state === 'skip' ? (post.skipReason ?? 'Not a post') : null;
        const earlier = imported.get(post.importKey);
        if (!reason && earlier !== undefined) reason = `Already imported as post #${earlier}`;
        if (!reason && seenKeys.has(post.importKey)) reason = 'The same item appears twice in the file';
        let slug = base;
        let sourceSlug: string | null = null;
        if (!reason) {
          seenKeys.add(post.importKey);
          if (seenSlugs.has(base) || taken.has(base)) {
            const holders = taken.has(base) ? new Set([...(await repository.slugsLike(base)), ...seenSlugs]) : seenSlugs;
            slug = nextFreeSlug(base, holders);
            sourceSlug = base;
            report.slugConflicts.push({
              title: data.title,
              slug: base,
              resolvedTo: slug,
              reason: taken.has(base) ? 'An existing post has this slug' : 'An earlier post in this file has this slug',
            });
          }
          seenSlugs.add(slug);
          if (post.exact === undefined && !mappings.has(mapping.from)) mappings.set(mapping.from, mapping);
        }
        for (const note of notes) warnings.set(note, (warnings.get(note) ?? 0) + 1);
        const legacyPaths = [...new Set(post.legacyPaths.map(legacyUrlKey).filter((key): key is string => Boolean(key) && key !== `/blog/${slug}`))];
        const planned: ImportedPostData = { ...data, slug, legacyPaths };
        const entry: ImportReportPost = {
          position,
          title: data.title,
          importKey: post.importKey,
          slug,
          sourceSlug,
          category: data.category,
          sourceCategories: post.categories,
          author: data.author,
          published: data.published,
          createdAt: data.createdAt,
          images: data.mediaHashes.length,
          legacyPaths,
          action: reason ? 'skip' : 'create',
          reason,
          warnings: notes,
        };
        report.items.push(entry);
        report.posts.found += 1;
        if (reason) {
          report.posts.toSkip += 1;
          report.skipped.push({ title: data.title, reason });
        } else {
          report.posts.toImport += 1;
        }
        items.push({ position, importKey: post.importKey.slice(0, 500), state: reason ? 'skipped' : 'pending', data: planned });
      }
      await repository.insertItems(runId, items);
      batch = [];
    };

    for await (const post of posts) {
      if (report.posts.found + batch.length >= this.limits.maxPosts) {
        throw new ImportFileError(`The file holds more than ${this.limits.maxPosts} posts; split it into smaller files.`);
      }
      batch.push(post);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    report.categoryMappings = [...mappings.values()];
    report.images.remote = [...remote].slice(0, MAX_REMOTE_LISTED);
    report.images.missing = [...missing].slice(0, MAX_REMOTE_LISTED);
    report.warnings = [...warnings].map(([message, count]) => (count > 1 ? `${message} (${count} posts)` : message));
  }

  /** One post converted: its markdown with images pointed at the media store, its category and fields. */
  private async convert(
    post: SourcePost,
    images: ImportImageStore,
    remote: Set<string>,
    missing: Set<string>,
    report: ImportReport,
  ): Promise<{ data: ImportedPostData; base: string; notes: string[]; mapping: CategoryMapping }> {
    const notes = [...post.notes];
    let body: ConvertedBody;
    if ('html' in post.body) {
      const shortcodes = convertShortcodes(post.body.html, post.attachments);
      body = htmlToMarkdown(shortcodes.html);
      notes.push(...shortcodes.removed);
    } else {
      body = cleanMarkdown(post.exact ? post.body.markdown.replace(/^\r?\n/, '').replace(/\r?\n$/, '') : post.body.markdown, { trim: !post.exact });
    }
    notes.push(...body.warnings);
    const addresses = new Map<string, string>();
    const mediaHashes = new Set<string>();
    const take = async (reference: string): Promise<string | null> => {
      if (post.state === 'skip') return null;
      report.images.found += 1;
      const outcome: ImageOutcome = await images.resolve(reference, post.baseDir);
      if (outcome.kind === 'stored') {
        report.images.inUpload += 1;
        const hash = /\/media\/([0-9a-f]{64})\./.exec(outcome.url)?.[1];
        if (hash && images.staged.has(hash)) mediaHashes.add(hash);
        addresses.set(reference, outcome.url);
        return outcome.url;
      }
      if (outcome.kind === 'remote') remote.add(outcome.url);
      else missing.add(outcome.reason);
      return reference.replace(/^__GHOST_URL__/, '');
    };
    for (const reference of new Set(body.images)) await take(reference);
    const featuredImage = post.featuredImage ? await take(post.featuredImage) : null;
    // The one rule for text on the way in (issue 25): what the editor's API would store, the import stores.
    const markdown = drawableText(rewriteImages(body.markdown, addresses), 'multi-line');
    if (!isRenderableMarkdown(markdown)) notes.push('The body nests quotes or lists too deep to draw: it is shown as plain text until it is edited');
    const mapping = post.exact ? { from: post.exact.category, to: post.exact.category, how: 'exact' as const } : chooseCategory(post.categories, post.tags);
    const createdAt = post.createdAt ?? new Date();
    if (!post.createdAt && post.state !== 'skip') notes.push('No date in the source: dated the day of the import');
    const title = clip(drawableText(stripScriptText('html' in post.body ? htmlToText(post.title) : post.title)).trim() || '(untitled)', 300);
    const excerpt = drawableText(stripScriptText('html' in post.body ? htmlToText(post.excerpt) : post.excerpt), 'multi-line');
    const base = clip(slugify(post.slug) || slugify(title) || 'post', SLUG_MAX_LENGTH).replace(/-+$/, '') || 'post';
    const data: ImportedPostData = {
      title,
      slug: base,
      excerpt,
      content: markdown,
      category: clip(mapping.to, 64),
      author: clip(drawableText(stripScriptText(post.author)).trim() || DEFAULT_AUTHOR, 120),
      metaDescription: drawableText(stripScriptText(post.metaDescription), 'multi-line') || (post.exact ? '' : excerpt.slice(0, 160)),
      featuredImage: featuredImage && !/^javascript:|^data:/i.test(featuredImage) ? featuredImage : null,
      featuredImageAlt: clip(drawableText(stripScriptText(post.featuredImageAlt)), 300),
      estimatedReadTime: post.exact?.estimatedReadTime || estimateReadTime(markdown),
      keywords: parseKeywords(post.tags.map((tag) => drawableText(tag))).slice(0, 30),
      published: post.state === 'published',
      status: post.exact?.status || (post.state === 'published' ? 'published' : 'draft'),
      createdAt: createdAt.toISOString(),
      updatedAt: post.updatedAt?.toISOString() ?? null,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      legacyPaths: [],
      mediaHashes: [...mediaHashes],
      revisions: post.revisions,
    };
    return { data, base, notes, mapping };
  }
}

/** Reads a stream to a buffer within `maxBytes` (the CLI's and tests' way to hand over a file). */
export { readCapped };
