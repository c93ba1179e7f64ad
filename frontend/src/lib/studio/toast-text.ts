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
  /** Said when the post's image really changed (an image proposal accepted, or applied by its job). */
  imageSelected: 'New featured image selected successfully',
  /** Issue 27: an image job's result is a proposal; the toast says so and opens the review. */
  imageProposed: 'New image proposed: review it',
  revisionRequested: 'Revision requested successfully. Content will be regenerated based on your feedback.',
  draftsCreated: 'Draft Posts Created',
} as const;

export function draftsCreatedDescription(count: number): string {
  return `${count} draft post${count === 1 ? '' : 's'} created successfully`;
}

/**
 * Under the spec's delete confirmation (kept verbatim): the studio keeps every post's revisions, so a delete
 * can be taken back for a moment from its toast (issue 27); after that, nothing in the studio brings it back.
 */
export const DELETE_UNDO_NOTE = 'Right after, Undo in the notification brings it back as it was, for 15 seconds.';

export function deleteConfirmation(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}

/** Unpublish asks first (issue 27): the post named, what happens, and that it can be undone. */
export function unpublishConfirmation(title: string): string {
  return `"${title}" leaves the blog at once and goes back to your drafts. You can undo this for a few seconds afterwards, or publish it again at any time.`;
}
