import type { BlogPost } from '../entities/blog-post.entity';
import { toPostSnapshot } from '../entities/post-revision.entity';

/** The reason column's width. */
export const MAX_REVISION_REASON_LENGTH = 200;

/**
 * True when `after` differs from `before` in anything a revision keeps or the public sees (the snapshot's
 * fields, the publish date, the schedule). A save that changes none of them is no change: no revision, and
 * updatedAt stays.
 */
export function postChanged(before: BlogPost, after: BlogPost): boolean {
  const time = (date: Date | null | undefined) => date?.getTime() ?? null;
  return (
    JSON.stringify(toPostSnapshot(before)) !== JSON.stringify(toPostSnapshot(after)) ||
    time(before.publishedAt) !== time(after.publishedAt) ||
    time(before.publishAt) !== time(after.publishAt)
  );
}

/** When a post was created and first published, as its history knows them. */
export interface OriginalPostDates {
  createdAt: Date;
  publishedAt: Date | null;
}
