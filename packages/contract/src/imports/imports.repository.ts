import { EntityManager, In } from 'typeorm';
import { BlogPost } from '../entities/blog-post.entity';
import { ImportItem, ImportItemState, ImportedPostData } from '../entities/import-item.entity';
import { ImportMedia } from '../entities/import-media.entity';
import { ImportRun, ImportState } from '../entities/import-run.entity';
import { ImportedPost } from '../entities/imported-post.entity';
import { LegacyUrl } from '../entities/legacy-url.entity';
import { Media } from '../entities/media.entity';
import { PostRevision } from '../entities/post-revision.entity';

export type NewImportItem = Pick<ImportItem, 'position' | 'importKey' | 'state' | 'data'>;
export type StagedImage = Pick<ImportMedia, 'hash' | 'contentType' | 'extension' | 'bytes' | 'width' | 'height'>;

/** Every query of the imports (issue 32): staging an analysed file, applying it post by post, re-import keys, old addresses. */
export class ImportsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Runs `work` in a savepoint of the caller's transaction: when it fails, what it wrote is rolled back alone and the error thrown on. */
  async inSavepoint<T>(work: () => Promise<T>): Promise<T> {
    await this.manager.query('SAVEPOINT import_item');
    try {
      const result = await work();
      await this.manager.query('RELEASE SAVEPOINT import_item');
      return result;
    } catch (error) {
      await this.manager.query('ROLLBACK TO SAVEPOINT import_item');
      throw error;
    }
  }

  findRun(id: string): Promise<ImportRun | null> {
    return this.manager.findOneBy(ImportRun, { id });
  }

  /** The run, row-locked for the rest of the transaction. */
  lockRun(id: string): Promise<ImportRun | null> {
    return this.manager.findOne(ImportRun, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  listRuns(limit: number): Promise<ImportRun[]> {
    return this.manager.find(ImportRun, {
      select: { id: true, source: true, fileName: true, state: true, jobId: true, createdAt: true, finishedAt: true },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  async insertRun(run: Pick<ImportRun, 'id' | 'source' | 'fileName' | 'state' | 'report'>): Promise<void> {
    await this.manager.insert(ImportRun, { ...run, report: run.report as never });
  }

  async updateRun(id: string, changes: Partial<Pick<ImportRun, 'source' | 'state' | 'report' | 'jobId' | 'finishedAt'>>): Promise<void> {
    await this.manager.update(ImportRun, { id }, changes as never);
  }

  async deleteRun(id: string): Promise<void> {
    await this.manager.delete(ImportRun, { id });
  }

  async insertItems(runId: string, items: readonly NewImportItem[]): Promise<void> {
    if (!items.length) return;
    await this.manager.insert(
      ImportItem,
      items.map((item) => ({ ...item, runId, data: item.data as never })),
    );
  }

  async insertImages(runId: string, images: readonly StagedImage[]): Promise<void> {
    if (!images.length) return;
    await this.manager.createQueryBuilder().insert().into(ImportMedia).values(images.map((image) => ({ ...image, runId }))).orIgnore().execute();
  }

  /** The next items still to apply, in file order. */
  pendingItems(runId: string, limit: number): Promise<ImportItem[]> {
    return this.manager.find(ImportItem, { where: { runId, state: 'pending' }, order: { position: 'ASC' }, take: limit });
  }

  async countItems(runId: string): Promise<Record<ImportItemState, number>> {
    const rows: Array<{ state: ImportItemState; count: string }> = await this.manager.query(
      `SELECT state, count(*) AS count FROM import_items WHERE run_id = $1 GROUP BY state`,
      [runId],
    );
    const counts: Record<ImportItemState, number> = { pending: 0, imported: 0, skipped: 0, failed: 0 };
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  }

  failedItems(runId: string, limit: number): Promise<Array<Pick<ImportItem, 'data' | 'error'>>> {
    return this.manager.find(ImportItem, { select: { data: true, error: true }, where: { runId, state: 'failed' }, order: { position: 'ASC' }, take: limit });
  }

  async markItem(id: number, state: ImportItemState, postId: number | null, error: string | null): Promise<void> {
    await this.manager.update(ImportItem, { id }, { state, postId, error });
  }

  /** The post a source item became in an earlier import, if that post still exists. */
  async importedPostId(source: string, importKey: string): Promise<number | null> {
    const rows: Array<{ id: number }> = await this.manager.query(
      `SELECT p.id FROM imported_posts i JOIN blog_posts p ON p.id = i.post_id WHERE i.source = $1 AND i.import_key = $2`,
      [source, importKey],
    );
    return rows[0]?.id ?? null;
  }

  /** Which of these source items were imported before (and their posts still exist), by key. */
  async importedPostIds(source: string, importKeys: readonly string[]): Promise<Map<string, number>> {
    if (!importKeys.length) return new Map();
    const rows: Array<{ key: string; id: number }> = await this.manager.query(
      `SELECT i.import_key AS key, p.id FROM imported_posts i JOIN blog_posts p ON p.id = i.post_id WHERE i.source = $1 AND i.import_key = ANY($2)`,
      [source, importKeys],
    );
    return new Map(rows.map((row) => [row.key, row.id]));
  }

  /** The slugs among `slugs` that a post holds now. */
  async takenSlugs(slugs: readonly string[]): Promise<Set<string>> {
    if (!slugs.length) return new Set();
    const rows = await this.manager.find(BlogPost, { select: { slug: true }, where: { slug: In([...slugs]) } });
    return new Set(rows.map((row) => row.slug));
  }

  /** Slugs starting with `base` (the base and its `-n` forms) held now, to find the next free one. */
  async slugsLike(base: string): Promise<Set<string>> {
    // Another post's old address (post_slugs, issue 28) is taken too: it keeps redirecting to that post.
    const rows: Array<{ slug: string }> = await this.manager.query(
      `SELECT slug FROM blog_posts WHERE slug = $1 OR slug ~ ('^' || $2 || '-[0-9]+$')
       UNION SELECT s.slug FROM post_slugs s JOIN blog_posts p ON p.id = s.post_id WHERE s.slug = $1 OR s.slug ~ ('^' || $2 || '-[0-9]+$')`,
      [base, base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')],
    );
    return new Set(rows.map((row) => row.slug));
  }

  /** Copies the staged images a post refers to into the media store (same bytes, same row: never twice). */
  async publishImages(runId: string, hashes: readonly string[]): Promise<void> {
    if (!hashes.length) return;
    await this.manager.query(
      `INSERT INTO media (hash, content_type, extension, bytes, width, height, source)
       SELECT hash, content_type, extension, bytes, width, height, 'upload' FROM import_media WHERE run_id = $1 AND hash = ANY($2)
       ON CONFLICT (hash) DO NOTHING`,
      [runId, hashes],
    );
  }

  /** Inserts the post (a TypeORM insert, so the public caches follow) and answers its id. */
  async insertPost(data: ImportedPostData, slug: string): Promise<number> {
    const createdAt = new Date(data.createdAt);
    const result = await this.manager.insert(BlogPost, {
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
      keywords: data.keywords,
      published: data.published,
      status: data.status,
      publishedAt: data.publishedAt ? new Date(data.publishedAt) : null,
      createdAt,
      updatedAt: data.updatedAt ? new Date(data.updatedAt) : createdAt,
    });
    return Number(result.identifiers[0].id);
  }

  async insertRevisions(postId: number, revisions: ReadonlyArray<{ reason: string; createdAt: Date; snapshot: object }>): Promise<void> {
    if (!revisions.length) return;
    await this.manager.insert(
      PostRevision,
      revisions.map((revision) => ({ postId, reason: revision.reason, createdAt: revision.createdAt, snapshot: revision.snapshot as never })),
    );
  }

  async keepImportKey(source: string, importKey: string, postId: number): Promise<void> {
    await this.manager.query(
      `INSERT INTO imported_posts (source, import_key, post_id) VALUES ($1, $2, $3)
       ON CONFLICT (source, import_key) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now()`,
      [source, importKey, postId],
    );
  }

  /** Keeps the post's old addresses; one another post already answers for stays with it. Answers those kept. */
  async keepLegacyPaths(paths: readonly string[], postId: number): Promise<string[]> {
    if (!paths.length) return [];
    const rows: Array<{ path: string }> = await this.manager.query(
      `INSERT INTO legacy_urls (path, post_id) SELECT unnest($1::varchar[]), $2 ON CONFLICT (path) DO NOTHING RETURNING path`,
      [paths, postId],
    );
    return rows.map((row) => row.path);
  }

  /** Every old address of a published post, with its current slug (what the 301s answer). */
  legacyRedirects(): Promise<Array<{ path: string; slug: string }>> {
    return this.manager.query(`SELECT l.path, p.slug FROM legacy_urls l JOIN blog_posts p ON p.id = l.post_id WHERE p.published`);
  }

  /** Old addresses of published posts, for a count in tests and the export manifest. */
  legacyPathsOf(postId: number): Promise<string[]> {
    return this.manager.find(LegacyUrl, { where: { postId }, order: { path: 'ASC' } }).then((rows) => rows.map((row) => row.path));
  }

  async hasRun(state: ImportState[]): Promise<boolean> {
    return this.manager.exists(ImportRun, { where: { state: In(state) } });
  }

  /** An import key's record (for tests and the report). */
  findImportedPost(source: string, importKey: string): Promise<ImportedPost | null> {
    return this.manager.findOneBy(ImportedPost, { source, importKey });
  }

  /** Media rows by hash (whether an image is in the store). */
  async existingMedia(hashes: readonly string[]): Promise<Set<string>> {
    if (!hashes.length) return new Set();
    const rows = await this.manager.find(Media, { select: { hash: true }, where: { hash: In([...hashes]) } });
    return new Set(rows.map((row) => row.hash));
  }
}
