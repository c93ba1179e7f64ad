import { describeVersionCause, reasonOfRow, RevisionReason, VersionCause } from './revision-reasons';

/** A revision row as the history reads it (no snapshot). */
export interface RevisionRow {
  id: number;
  reason: string;
  kind?: string | null;
  details?: Record<string, unknown> | null;
  createdAt: Date;
}

/** One version of a post in its history: what made it, in words and as data, and when. */
export interface PostVersion {
  /** 1 for the oldest version kept, consecutive; the current post has the highest. */
  number: number;
  /** The revision row holding this version; null for the current post. */
  revisionId: number | null;
  /** What made this version (kind + details); `created` for the first one. */
  madeBy: VersionCause;
  /** madeBy in words: "You, in the editor", "AI revision: '…'", "Restored from revision 4". */
  label: string;
  /** When it was made. */
  madeAt: Date;
  /** When a later change replaced it (its revision was written); null for the current post. */
  replacedAt: Date | null;
}

export interface PostHistory {
  /** Oldest first. */
  versions: PostVersion[];
  /** The current post as a version; null when the post is deleted. */
  current: PostVersion | null;
}

/**
 * A revision row is the post as it was *before* the change the row names; so the version a row holds was
 * made by the change the row before it names (the first by the post's creation), and the current post by
 * the last row's change. One exception: restoring a deleted post writes its row after re-inserting it, so
 * that row holds the restored post itself; it is not listed (the next version is the same post) and stands
 * as the cause of what follows.
 *
 * @param rows every revision row of the post, oldest first
 * @param post the post's creation time and whether it exists now (null: deleted)
 */
export function buildPostHistory(rows: readonly RevisionRow[], post: { createdAt: Date } | null): PostHistory {
  const listed: Array<Omit<PostVersion, 'number' | 'label'>> = [];
  let cause: VersionCause = { kind: 'created' };
  let causedAt = post?.createdAt ?? rows[0]?.createdAt ?? new Date(0);
  for (const row of rows) {
    const reason: RevisionReason = reasonOfRow(row);
    if (!(reason.kind === 'restore' && reason.undeleted)) {
      listed.push({ revisionId: row.id, madeBy: cause, madeAt: causedAt, replacedAt: row.createdAt });
    }
    cause = reason;
    causedAt = row.createdAt;
  }
  const numbers = new Map<number, number>();
  listed.forEach((version, index) => numbers.set(version.revisionId!, index + 1));
  const numberOf = (revisionId: number) => numbers.get(revisionId) ?? null;
  const versions = listed.map((version, index) => ({ ...version, number: index + 1, label: describeVersionCause(version.madeBy, numberOf) }));
  const current: PostVersion | null = post
    ? { number: versions.length + 1, revisionId: null, madeBy: cause, label: describeVersionCause(cause, numberOf), madeAt: rows.length ? causedAt : post.createdAt, replacedAt: null }
    : null;
  return { versions, current };
}
