import { ConflictException } from '@nestjs/common';
import { BlogPost, formatUtcMinute, PostRevision, PostSnapshot, RevisionActor, toPostSnapshot } from '@app/contract';
import { AdminPost, toAdminPost } from './dto/admin-post.dto';

/** Who made a change, as a 409 names it (issue 27): the label is the words the studio shows. */
export interface ChangeAuthor {
  /**
   * `this-tab`: the tab that asks now (its X-Editor-Session); `another-tab`: a studio tab with another id;
   * `studio`: a studio request that sent no tab id (an older tab, or the API); `ai-job`: an AI job that
   * applied its result by itself; `schedule`: the scheduled go-live; `unknown`: a change made before
   * changes recorded who made them.
   */
  kind: 'this-tab' | 'another-tab' | 'studio' | 'ai-job' | 'schedule' | 'unknown';
  label: string;
  /** The AI job behind the change: the one that applied itself, or the one whose proposal a tab accepted. */
  jobId: string | null;
  jobKind: string | null;
  /** The proposal a tab accepted, if that was the change. */
  proposalId: number | null;
}

/** One change made to the post since the version a request was made against. */
export interface PostChange {
  at: string;
  /** The revision's reason: 'admin edit', 'publish', 'Accepted AI revision (job …; feedback: "…")', … */
  reason: string;
  /** The editable fields that change altered ([] when none: a schedule, or a delete). */
  fields: string[];
  by: ChangeAuthor;
}

/**
 * Beside `{statusCode, message}` in a 409 where the post moved on: what the request was made against,
 * what changed since, who changed it and when, and the post as stored now (the studio adopts it or offers
 * a merge).
 */
export interface PostConflict {
  /** The version the request was made against (the updatedAt it sent, or a proposal's base). */
  since: string;
  /** The post as stored now; null when it was deleted since. */
  post: AdminPost | null;
  /** The editable fields whose value differs between that version and now. */
  changedFields: string[];
  /** The changes since, oldest first (the latest 20). */
  changes: PostChange[];
}

/** Fields a change may alter, as the editor knows them ('status' is the server's and left out). */
const EDITABLE: ReadonlyArray<Exclude<keyof PostSnapshot, 'status'>> = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'author',
  'metaDescription',
  'featuredImage',
  'featuredImageAlt',
  'estimatedReadTime',
  'keywords',
  'published',
];
const MAX_CHANGES = 20;

/** A snapshot's field; revisions made before posts had alt text have none, which reads as ''. */
const valueOf = (snapshot: PostSnapshot, field: (typeof EDITABLE)[number]) => JSON.stringify(field === 'featuredImageAlt' ? (snapshot.featuredImageAlt ?? '') : (snapshot[field] ?? null));

function fieldsBetween(before: PostSnapshot, after: PostSnapshot | null): string[] {
  if (!after) return [];
  return EDITABLE.filter((field) => valueOf(before, field) !== valueOf(after, field));
}

const shortJob = (jobId: string | null) => (jobId ? jobId.slice(0, 8) : 'unknown');

/** The author of a change, from the revision's actor and the asking tab's id. */
export function authorOf(actor: RevisionActor | null, reason: string, session: string | null): ChangeAuthor {
  const none = { jobId: null, jobKind: null, proposalId: null };
  if (!actor) return { kind: 'unknown', label: reason, ...none };
  if (actor.kind === 'schedule') return { kind: 'schedule', label: 'a scheduled publish', ...none };
  if (actor.kind === 'job') return { kind: 'ai-job', label: `an AI job (${actor.jobKind}, ${shortJob(actor.jobId)})`, jobId: actor.jobId, jobKind: actor.jobKind, proposalId: null };
  const kind = actor.session === null ? 'studio' : actor.session === session ? 'this-tab' : 'another-tab';
  const who = { 'this-tab': 'this tab', 'another-tab': 'another tab', studio: 'the studio' }[kind];
  const proposal = actor.proposal;
  return {
    kind,
    label: proposal ? `${who} (accepted an AI ${proposal.kind} proposal, job ${shortJob(proposal.jobId)})` : who,
    jobId: proposal?.jobId ?? null,
    jobKind: null,
    proposalId: proposal?.id ?? null,
  };
}

/**
 * What changed on a post since `since`: `revisions` are its revisions made after that version, oldest
 * first (each holds the post as it was before its change), `current` the post now (null: deleted).
 */
export function describeConflict(revisions: PostRevision[], current: BlogPost | null, since: Date, session: string | null): PostConflict {
  const now = current ? toPostSnapshot(current) : null;
  const changes = revisions.map((revision, index) => ({
    at: revision.createdAt.toISOString(),
    reason: revision.reason,
    fields: fieldsBetween(revision.snapshot, index + 1 < revisions.length ? revisions[index + 1].snapshot : now),
    by: authorOf(revision.actor ?? null, revision.reason, session),
  }));
  return {
    since: since.toISOString(),
    post: current ? toAdminPost(current) : null,
    changedFields: revisions.length ? fieldsBetween(revisions[0].snapshot, now) : [],
    changes: changes.slice(-MAX_CHANGES),
  };
}

/** ` (title, excerpt changed by another tab, 2026-11-24 20:31 UTC)`: what changed and the latest change's author; '' when no change is on record. */
export function conflictSummary(conflict: PostConflict): string {
  const latest = conflict.changes.at(-1);
  if (!latest) return '';
  const fields = conflict.changedFields.length ? `${conflict.changedFields.join(', ')} changed` : 'changed';
  return ` (${fields} by ${latest.by.label}, ${formatUtcMinute(new Date(latest.at))})`;
}

/** A 409 whose body carries the conflict beside `{statusCode, message}` (AllExceptionsFilter passes it on). */
export class PostConflictException extends ConflictException {
  constructor(message: string, conflict: PostConflict, extra: object = {}) {
    super({ message, conflict: { ...conflict, ...extra } });
  }
}
