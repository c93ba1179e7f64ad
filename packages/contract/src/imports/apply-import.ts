import { SLUG_MAX_LENGTH } from '@app/site';
import { DataSource, EntityManager } from 'typeorm';
import { ImportItem, ImportedPostData } from '../entities/import-item.entity';
import { ImportRun, ImportSource, ImportState } from '../entities/import-run.entity';
import { PostSnapshot } from '../entities/post-revision.entity';
import { MAX_REVISION_REASON_LENGTH } from '../posts/post-revisions';
import { ImportOutcome, ImportReport } from './import-report';
import { ImportsRepository } from './imports.repository';

/** Posts applied per transaction; each post has its own savepoint, so one bad post never takes others with it. */
export const IMPORT_BATCH_SIZE = 50;
const MAX_REPORTED_FAILURES = 50;

const SOURCE_NAMES: Record<ImportSource, string> = { wordpress: 'WordPress', ghost: 'Ghost', markdown: 'markdown' };

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ApplyImportOptions {
  batchSize?: number;
  /** Called after every batch (the job writes its progress line). */
  onProgress?(progress: ImportProgress): Promise<void>;
  /** Asked before every batch: true stops the import there (posts applied so far stay, each whole). */
  shouldStop?(): Promise<boolean>;
}

/** The import stopped at a batch boundary because `shouldStop` said so. */
export class ImportStoppedError extends Error {
  override readonly name = 'ImportStoppedError';
}

/** A free slug from `base`: itself, else `base-2`, `base-3`, ... within the slug's length. */
export async function freeSlug(repository: ImportsRepository, base: string): Promise<string> {
  // The unique index answers the usual case; only a taken slug pays for the scan of its `-n` forms.
  if (!(await repository.takenSlugs([base])).has(base)) return base;
  const taken = await repository.slugsLike(base);
  return nextFreeSlug(base, taken);
}

export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function snapshotOf(data: ImportedPostData, slug: string): PostSnapshot {
  return {
    title: data.title,
    slug,
    excerpt: data.excerpt,
    content: data.content,
    category: data.category,
    author: data.author,
    metaDescription: data.metaDescription,
    featuredImage: data.featuredImage,
    featuredImageAlt: data.featuredImageAlt,
    estimatedReadTime: data.estimatedReadTime,
    keywords: [...data.keywords],
    published: data.published,
    status: data.status,
  };
}

/** One post, inside the caller's transaction: skipped when an earlier import made it, otherwise created whole. */
async function applyItem(repository: ImportsRepository, run: ImportRun, item: ImportItem): Promise<void> {
  const existing = await repository.importedPostId(run.source, item.importKey);
  if (existing !== null) {
    await repository.markItem(item.id, 'skipped', existing, `Already imported as post #${existing}`);
    return;
  }
  const data = item.data;
  const slug = await freeSlug(repository, data.slug);
  await repository.publishImages(run.id, data.mediaHashes);
  const postId = await repository.insertPost(data, slug);
  const reason = `Imported from ${SOURCE_NAMES[run.source]} (${run.fileName})`.slice(0, MAX_REVISION_REASON_LENGTH);
  await repository.insertRevisions(postId, [
    ...data.revisions.map((revision) => ({
      reason: revision.reason.slice(0, MAX_REVISION_REASON_LENGTH),
      createdAt: new Date(revision.createdAt),
      snapshot: revision.snapshot,
    })),
    { reason, createdAt: new Date(), snapshot: snapshotOf(data, slug) },
  ]);
  await repository.keepImportKey(run.source, item.importKey, postId);
  await repository.keepLegacyPaths(data.legacyPaths, postId);
  await repository.markItem(item.id, 'imported', postId, null);
}

/**
 * Applies an analysed import's pending items in file order, each post atomic (a savepoint per post inside
 * a transaction per batch): a post that fails is rolled back alone and marked failed with its error.
 * Resumable: a retry picks up the items still pending; a re-import skips what an earlier one created.
 */
export async function applyImport(dataSource: DataSource, runId: string, options: ApplyImportOptions = {}): Promise<ImportProgress> {
  const repository = new ImportsRepository(dataSource.manager);
  const run = await repository.findRun(runId);
  if (!run) throw new Error(`Import ${runId} does not exist`);
  const counts = await repository.countItems(runId);
  const total = counts.pending + counts.imported + counts.skipped + counts.failed;
  let done = total - counts.pending;
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  for (;;) {
    if (await options.shouldStop?.()) throw new ImportStoppedError('The import was stopped');
    const items = await repository.pendingItems(runId, batchSize);
    if (!items.length) break;
    await dataSource.transaction(async (manager) => {
      const inBatch = new ImportsRepository(manager);
      for (const item of items) {
        try {
          await inBatch.inSavepoint(() => applyItem(inBatch, run, item));
        } catch (error) {
          await inBatch.markItem(item.id, 'failed', null, ((error as Error).message ?? String(error)).slice(0, 1000));
        }
      }
    });
    done += items.length;
    await options.onProgress?.({ done, total });
  }
  return { done, total };
}

/** Closes the run with its outcome (counts and the first failures) written into its report. */
export async function finishImport(manager: EntityManager, runId: string, state: ImportState): Promise<ImportOutcome> {
  const repository = new ImportsRepository(manager);
  const run = await repository.lockRun(runId);
  if (!run) throw new Error(`Import ${runId} does not exist`);
  const counts = await repository.countItems(runId);
  const failures = (await repository.failedItems(runId, MAX_REPORTED_FAILURES)).map((item) => ({ title: item.data.title, error: item.error ?? '' }));
  const outcome: ImportOutcome = { state, imported: counts.imported, skipped: counts.skipped, failed: counts.failed, failures };
  const report = { ...(run.report as unknown as ImportReport), outcome };
  await repository.updateRun(runId, { state, report: report as never, finishedAt: new Date() });
  return outcome;
}
