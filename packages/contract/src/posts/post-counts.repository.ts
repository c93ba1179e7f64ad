import { EntityManager } from 'typeorm';

export interface PostCounts {
  total: number;
  published: number;
  draft: number;
  /** Drafts still 'Ready for Writing' (the studio's draftBadge rule). */
  readyForWriting: number;
}

/** Rows of changes left as they are; past this many a read folds them into one. */
const FOLD_AFTER = 100;

/**
 * The blog's counts (the studio's lists, the public page reads), kept as rows of changes by a trigger on
 * blog_posts (migration PostCounts): reading
 * them sums a few rows, whatever the number of posts. Now and then a read folds the rows into one
 * (rows a writer adds meanwhile are not yet visible to the fold, so they stay and count next time).
 */
export class PostCountsRepository {
  constructor(private readonly manager: EntityManager) {}

  async countPosts(): Promise<PostCounts> {
    const [row]: Array<Record<'rows' | 'total' | 'published' | 'ready_for_writing', string>> = await this.manager.query(
      `SELECT count(*) AS rows, coalesce(sum(total), 0) AS total, coalesce(sum(published), 0) AS published, coalesce(sum(ready_for_writing), 0) AS ready_for_writing
       FROM blog_post_count_changes`,
    );
    if (Number(row.rows) > FOLD_AFTER) await this.fold();
    const total = Number(row.total);
    const published = Number(row.published);
    return { total, published, draft: total - published, readyForWriting: Number(row.ready_for_writing) };
  }

  private fold(): Promise<unknown> {
    return this.manager.query(
      `WITH folded AS (DELETE FROM blog_post_count_changes RETURNING total, published, ready_for_writing)
       INSERT INTO blog_post_count_changes (total, published, ready_for_writing)
       SELECT coalesce(sum(total), 0), coalesce(sum(published), 0), coalesce(sum(ready_for_writing), 0) FROM folded`,
    );
  }
}
