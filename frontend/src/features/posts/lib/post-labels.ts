import { holdsDraftPlaceholder, parseKeywords } from '@app/site';
import type { AdminPost } from '@/lib/studio/post';

export const READY_FOR_WRITING = 'Ready for Writing';
export const READY_FOR_REVIEW = 'Ready for Review';

/**
 * Spec §4: 'Ready for Writing' while the placeholder line is there and the status is not ready_for_review.
 * A list summary carries no content, only whether it is the placeholder (the gateway's countPosts counts
 * 'Ready for Writing' drafts by the same rule).
 */
export function draftBadge(post: { status: string; content?: string | null; hasPlaceholderContent?: boolean }): typeof READY_FOR_WRITING | typeof READY_FOR_REVIEW {
  const placeholder = post.hasPlaceholderContent ?? holdsDraftPlaceholder(post.content);
  return placeholder && post.status !== 'ready_for_review'
    ? READY_FOR_WRITING
    : READY_FOR_REVIEW;
}

export function keywordList(post: Pick<AdminPost, 'keywords'>): string[] {
  return parseKeywords(post.keywords);
}
