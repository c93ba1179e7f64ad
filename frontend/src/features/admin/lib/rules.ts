import { BLOG_CATEGORIES, DRAFT_PLACEHOLDER_CONTENT, parseKeywords, slugify, type BlogCategory } from '@app/site';
import type { AdminPost, Idea, IdeaRunSummary, Job, JobState, ProductionStatus } from '../types';

export { BLOG_CATEGORIES, DRAFT_PLACEHOLDER_CONTENT, parseKeywords, slugify };

export const READY_FOR_WRITING = 'Ready for Writing';
export const READY_FOR_REVIEW = 'Ready for Review';

/**
 * Spec §4: 'Ready for Writing' while the placeholder line is there and the status is not ready_for_review.
 * A list summary carries no content, only whether it is the placeholder (the gateway's countPosts counts
 * 'Ready for Writing' drafts by the same rule).
 */
export function draftBadge(post: { status: string; content?: string | null; hasPlaceholderContent?: boolean }): typeof READY_FOR_WRITING | typeof READY_FOR_REVIEW {
  const placeholder = post.hasPlaceholderContent ?? (post.content ?? '').includes(DRAFT_PLACEHOLDER_CONTENT);
  return placeholder && post.status !== 'ready_for_review'
    ? READY_FOR_WRITING
    : READY_FOR_REVIEW;
}

export function ideaTitle(idea: Idea): string {
  return typeof idea === 'string' ? idea : idea.title;
}

/** A stable key for an idea (its id, else its title). */
export function ideaKey(idea: Idea): string {
  return typeof idea === 'string' ? `title:${idea}` : idea.id !== undefined ? `id:${idea.id}` : `title:${idea.title}`;
}

/** The counts of a completed idea job; null for any other job, or one finished before results carried them. */
export function ideaRunSummary(job: Pick<Job, 'state' | 'result'>): IdeaRunSummary | null {
  const { requested, created, skippedDuplicates, replacedNearDuplicates } = job.result ?? {};
  const counts = [requested, created, skippedDuplicates];
  if (job.state !== 'completed' || !counts.every((count) => Number.isInteger(count) && (count as number) >= 0)) return null;
  // Titles left out for resembling a published post (topic memory) count as matches too.
  const resembling = Number.isInteger(replacedNearDuplicates) ? (replacedNearDuplicates as number) : 0;
  return { requested: requested as number, created: created as number, skippedDuplicates: (skippedDuplicates as number) + resembling };
}

/** Spec §7: the body of POST /api/admin/blog/posts for one idea. */
/**
 * The studio keeps a category as text (its select lists BLOG_CATEGORIES; an idea brings the one the server
 * gave it). The gateway validates it against the same list and answers 400 with its message otherwise.
 */
export const asCategory = (category: string) => category as BlogCategory;

export function draftFromIdea(title: string, category: string) {
  return {
    title,
    slug: slugify(title),
    excerpt: `A ${category.toLowerCase()} article: ${title}`,
    content: DRAFT_PLACEHOLDER_CONTENT,
    category: asCategory(category),
    metaDescription: title,
    estimatedReadTime: 5,
    keywords: '[]',
    published: false,
  };
}

/** Spec §2 selects: labels and values (never empty strings, spec §5). */
export const CONTENT_FOCUS_OPTIONS = [
  { label: 'Professional Tips', value: 'professional' },
  { label: 'Beginner Guides', value: 'casual' },
  { label: 'Advanced Techniques', value: 'technical' },
] as const;

export const IDEA_COUNT_OPTIONS = [
  { label: '5 Ideas', value: 'short' },
  { label: '10 Ideas', value: 'medium' },
  { label: '15 Ideas', value: 'long' },
] as const;

export const DEFAULT_CATEGORY = 'Video Editing';

export const TERMINAL_JOB_STATES: readonly JobState[] = ['completed', 'failed', 'cancelled'];
export const isTerminal = (state: JobState | undefined) => state !== undefined && TERMINAL_JOB_STATES.includes(state);

/** A production whose job is writing: its card shows live progress. */
export const ACTIVE_PRODUCTION: readonly ProductionStatus[] = ['queued', 'writing', 'revising'];

export const PRODUCTION_STATUS_LABEL: Record<ProductionStatus, string> = {
  queued: 'Queued',
  writing: 'Writing',
  ready_for_review: 'Ready for review',
  revising: 'Revising',
  approved: 'Approved',
  failed: 'Failed',
};

export function keywordList(post: Pick<AdminPost, 'keywords'>): string[] {
  return parseKeywords(post.keywords);
}

// Made once: toLocaleDateString with options builds a new formatter on every call (a list renders dozens).
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : SHORT_DATE.format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
