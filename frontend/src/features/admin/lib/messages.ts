import type { IdeaRunSummary } from '../types';

/** Spec §8 texts, verbatim. */
export const TOAST_TEXT = {
  error: 'Error',
  deleteFailed: 'Failed to delete blog post',
  loadFailed: 'Failed to load the post',
  updateFailed: 'Failed to update blog post',
  publishFailed: 'Failed to publish post',
  unpublishFailed: 'Failed to unpublish post',
  approveFailed: 'Failed to approve article',
  imageFailed: 'Failed to regenerate image',
  revisionFailed: 'Failed to request revision',
  creationFailedTitle: 'Creation Failed',
  creationFailed: 'Unable to create draft posts. Please try again.',
  deleted: 'Blog post deleted successfully',
  updated: 'Blog post updated successfully',
  published: 'Post published successfully!',
  unpublished: 'Post unpublished successfully!',
  approved: 'Article approved and published!',
  imageSelected: 'New featured image selected successfully',
  revisionRequested: 'Revision requested successfully. Content will be regenerated based on your feedback.',
  draftsCreated: 'Draft Posts Created',
} as const;

export function draftsCreatedDescription(count: number): string {
  return `${count} draft post${count === 1 ? '' : 's'} created successfully`;
}

export function deleteConfirmation(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

/**
 * Why a run gave fewer new ideas than asked (the spec is silent: the studio says so rather than leave
 * 'Generated Ideas (0)' unexplained). Null when the run gave all it was asked for.
 */
export function ideaShortfallMessage({ requested, created, skippedDuplicates }: IdeaRunSummary): string | null {
  if (created >= requested) return null;
  const missing = requested - created;
  if (skippedDuplicates > 0) {
    return created === 0
      ? `None of the ${requested} ideas were new: every title the writer came up with matched ideas, drafts or posts you already have, so nothing was added to the list. Try another topic or angle.`
      : `Only ${created} of ${requested} ideas ${created === 1 ? 'was' : 'were'} new: ${missing} matched ideas, drafts or posts you already have. Try another topic or angle.`;
  }
  return created === 0
    ? 'The idea writer came back with no titles this time. Try again, or try another topic or angle.'
    : `Only ${created} of ${requested} ideas came back from the idea writer this time. Try again for more.`;
}
