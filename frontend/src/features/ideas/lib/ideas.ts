import { DRAFT_PLACEHOLDER_CONTENT, slugify } from '@app/site';
import { asCategory } from '@/lib/studio/blog-category';
import type { Job } from '@/lib/studio/job';
import type { Idea, IdeaRunSummary } from '../types';

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
