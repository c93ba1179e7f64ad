import type { ProposalKind } from '../entities/post-proposal.entity';

/**
 * Why a post changed, as a revision stores it (kind + details, machine-readable). The `reason` text column
 * keeps the older one-line form (formatRevisionReason), which every writer still may pass as a string:
 * parseRevisionReason reads it back, so strings and structured reasons end up stored alike.
 */
export type RevisionReason =
  | { kind: 'editor' }
  | { kind: 'publish' }
  | { kind: 'unpublish' }
  | { kind: 'delete' }
  /** `undeleted`: the post had been deleted; this row holds the restored post itself (written after the insert). */
  | { kind: 'restore'; revisionId: number; undeleted?: boolean }
  | { kind: 'schedule'; publishAt: string }
  | { kind: 'unschedule' }
  | { kind: 'scheduled-publish' }
  /** An AI proposal written into the post: applied by itself (untouched draft) or accepted by the admin. */
  | { kind: 'ai'; decision: 'applied' | 'accepted'; proposal: ProposalKind; jobId: string | null; section?: string; feedback?: string }
  /** Any text the forms above do not cover, kept as written. */
  | { kind: 'other'; text: string };

export type RevisionKind = RevisionReason['kind'];

/** What made a post's first version (no revision row says it: the post was created). */
export type VersionCause = RevisionReason | { kind: 'created' };

const PROPOSAL_WORD: Record<ProposalKind, string> = { article: 'draft', revision: 'revision', image: 'image', sentence: 'sentence rewrite' };
const PROPOSAL_OF_WORD: Record<string, ProposalKind> = { draft: 'article', revision: 'revision', image: 'image', 'sentence rewrite': 'sentence' };
/** How much of the admin's feedback the reason keeps (the proposal row keeps all of it). */
export const FEEDBACK_IN_REASON = 80;
const SECTION_IN_REASON = 40;
const UNDELETED_SUFFIX = ' (the post had been deleted)';

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** The one-line text of a reason (the `reason` column, the API's `reason` field). */
export function formatRevisionReason(reason: RevisionReason): string {
  switch (reason.kind) {
    case 'editor':
      return 'admin edit';
    case 'publish':
    case 'unpublish':
    case 'delete':
    case 'unschedule':
      return reason.kind;
    case 'scheduled-publish':
      return 'scheduled publish';
    case 'restore':
      return `restore of revision #${reason.revisionId}${reason.undeleted ? UNDELETED_SUFFIX : ''}`;
    case 'schedule':
      return `schedule for ${reason.publishAt}`;
    case 'ai': {
      const details = [`job ${reason.jobId ?? 'unknown'}`];
      if (reason.section !== undefined) details.push(`section: "${reason.section}"`);
      if (reason.feedback) details.push(`feedback: "${reason.feedback}"`);
      return `${reason.decision === 'applied' ? 'Applied' : 'Accepted'} AI ${PROPOSAL_WORD[reason.proposal]} (${details.join('; ')})`;
    }
    case 'other':
      return reason.text;
  }
}

/** The reason an AI proposal's write records (section and feedback shortened as the text column keeps them). */
export function aiRevisionReason(
  decision: 'applied' | 'accepted',
  proposal: { kind: ProposalKind; jobId: string | null; section?: string | null; feedback?: string | null },
): RevisionReason {
  const reason: RevisionReason = { kind: 'ai', decision, proposal: proposal.kind, jobId: proposal.jobId ?? null };
  if (proposal.section !== null && proposal.section !== undefined) reason.section = proposal.section.slice(0, SECTION_IN_REASON);
  const feedback = proposal.feedback?.replace(/\s+/g, ' ').trim();
  if (feedback) reason.feedback = clip(feedback, FEEDBACK_IN_REASON);
  return reason;
}

const AI_TEXT = /^(Applied|Accepted) AI (draft|revision|image|sentence rewrite) \(job ([^;)]+?)(?:; section: "(.*?)")?(?:; feedback: "(.*)")?\)$/s;
const RESTORE_TEXT = /^restore of revision #(\d+)( \(the post had been deleted\))?$/;
const SCHEDULE_TEXT = /^schedule for (\S+)$/;

/** Reads a reason text (formatRevisionReason's forms, older rows included) back into its kind and details. */
export function parseRevisionReason(text: string): RevisionReason {
  switch (text) {
    case 'admin edit':
      return { kind: 'editor' };
    case 'publish':
    case 'unpublish':
    case 'delete':
    case 'unschedule':
      return { kind: text };
    case 'scheduled publish':
      return { kind: 'scheduled-publish' };
  }
  const restore = RESTORE_TEXT.exec(text);
  if (restore) return { kind: 'restore', revisionId: Number(restore[1]), ...(restore[2] ? { undeleted: true } : {}) };
  const schedule = SCHEDULE_TEXT.exec(text);
  if (schedule && !Number.isNaN(Date.parse(schedule[1]))) return { kind: 'schedule', publishAt: schedule[1] };
  const ai = AI_TEXT.exec(text);
  if (ai) {
    const reason: RevisionReason = {
      kind: 'ai',
      decision: ai[1] === 'Applied' ? 'applied' : 'accepted',
      proposal: PROPOSAL_OF_WORD[ai[2]],
      jobId: ai[3] === 'unknown' ? null : ai[3],
    };
    if (ai[4] !== undefined) reason.section = ai[4];
    if (ai[5] !== undefined) reason.feedback = ai[5];
    return reason;
  }
  return { kind: 'other', text };
}

/** A stored reason as kind + details, whichever form the writer passed. */
export function toRevisionReason(reason: RevisionReason | string): RevisionReason {
  return typeof reason === 'string' ? parseRevisionReason(reason) : reason;
}

/** The columns a reason is stored in: the kind and the rest (null when there is no rest). */
export function reasonColumns(reason: RevisionReason): { kind: RevisionKind; details: Record<string, unknown> | null } {
  const { kind, ...details } = reason;
  return { kind, details: Object.keys(details).length ? details : null };
}

/** The reason a row's columns hold; a row written before the columns existed is read from its text. */
export function reasonOfRow(row: { kind?: string | null; details?: Record<string, unknown> | null; reason: string }): RevisionReason {
  if (!row.kind) return parseRevisionReason(row.reason);
  return { ...(row.details ?? {}), kind: row.kind } as RevisionReason;
}

/**
 * What made a version, in words, once for every screen: "You, in the editor", "AI revision: 'make the intro
 * punchier'", "Restored from revision 4". `numberOf` gives the number the history shows for a revision id.
 */
export function describeVersionCause(cause: VersionCause, numberOf: (revisionId: number) => number | null = () => null): string {
  switch (cause.kind) {
    case 'created':
      return 'Created';
    case 'editor':
      return 'You, in the editor';
    case 'publish':
      return 'Published';
    case 'unpublish':
      return 'Unpublished';
    case 'delete':
      return 'Deleted';
    case 'restore': {
      const number = numberOf(cause.revisionId);
      const restored = number === null ? 'Restored an earlier revision' : `Restored from revision ${number}`;
      return cause.undeleted ? `${restored} (the post had been deleted)` : restored;
    }
    case 'schedule':
      return `Scheduled for ${formatUtcMinute(cause.publishAt)}`;
    case 'unschedule':
      return 'Schedule removed';
    case 'scheduled-publish':
      return 'Scheduled publish';
    case 'ai': {
      const what = `AI ${PROPOSAL_WORD[cause.proposal]}`;
      const head = cause.decision === 'accepted' ? `Accepted ${what}` : what;
      const section = cause.section !== undefined ? ` of “${cause.section}”` : '';
      return `${head}${section}${cause.feedback ? `: '${cause.feedback}'` : ''}`;
    }
    case 'other':
      return cause.text.charAt(0).toUpperCase() + cause.text.slice(1);
  }
}

function formatUtcMinute(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
