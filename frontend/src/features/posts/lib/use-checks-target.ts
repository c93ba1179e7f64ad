import { useMemo } from 'react';
import { useDebounce } from 'use-debounce';
import type { CheckDraft, ChecksTarget } from '@/lib/studio/api/get-checks';
import type { AdminPost } from '@/lib/studio/post';

/** Typing pauses this long before the checklist reads the unsaved text. */
export const DRAFT_CHECK_DEBOUNCE_MS = 800;

const CHECKED = ['title', 'excerpt', 'content', 'metaDescription', 'featuredImage', 'featuredImageAlt'] as const;
type Checked = Pick<AdminPost, (typeof CHECKED)[number]>;

/** A short fingerprint of the draft (FNV-1a): the query key names the draft without carrying its text. */
function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

function draftOf(fields: Checked): CheckDraft {
  return {
    ...(fields.title.trim() ? { title: fields.title } : {}),
    excerpt: fields.excerpt ?? '',
    content: fields.content ?? '',
    metaDescription: fields.metaDescription ?? '',
    featuredImage: fields.featuredImage?.trim() || null,
    featuredImageAlt: fields.featuredImageAlt ?? '',
  };
}

/**
 * What the editor's checklist reads (issue 28 item 2): the stored post while nothing is changed, else the
 * unsaved fields once the typing pauses; `checked` is the content that check reads (for placing its marks).
 */
export function useChecksTarget(postId: number, stored: AdminPost, form: AdminPost): { target: ChecksTarget; checked: string } {
  const { title, excerpt, content, metaDescription, featuredImage, featuredImageAlt } = form;
  const fields = useMemo(() => ({ title, excerpt, content, metaDescription, featuredImage, featuredImageAlt }), [title, excerpt, content, metaDescription, featuredImage, featuredImageAlt]);
  const [settled] = useDebounce(fields, DRAFT_CHECK_DEBOUNCE_MS);
  return useMemo(() => {
    const unsaved = CHECKED.some((field) => (settled[field] ?? '') !== (stored[field] ?? ''));
    if (!unsaved) return { target: { kind: 'post', id: postId }, checked: stored.content ?? '' };
    const draft = draftOf(settled);
    return { target: { kind: 'draft', id: postId, version: fingerprint(JSON.stringify(draft)), draft }, checked: draft.content ?? '' };
  }, [settled, stored, postId]);
}
