import type { AdminPost } from '@/lib/studio/post';
import { changedFields, editableFieldsOf, type EditableFields } from './editable-fields';

/**
 * Unsaved editor work, kept on this device per post (issue 27 item 1) until a save succeeds or the admin
 * discards it: offered back after Escape, a reload, a closed tab or a crash.
 *
 * localStorage rather than IndexedDB on purpose: its writes are synchronous, so the last keystrokes are on
 * disk when `pagehide` or `beforeunload` fires (an IndexedDB write started there may never finish), and an
 * article (tens of KB) is far inside its quota.
 */
export interface LocalDraft {
  postId: number;
  /** When the admin last typed (ISO). */
  savedAt: string;
  /** The post as stored when the edits began: the version a save of these edits is made against. */
  base: AdminPost;
  /** The editor's fields as the admin left them. */
  fields: EditableFields;
}

const PREFIX = 'hf-editor-draft:';
const keyOf = (postId: number) => `${PREFIX}${postId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isLocalDraft(value: unknown, postId: number): value is LocalDraft {
  const draft = value as LocalDraft | null;
  return Boolean(draft && draft.postId === postId && typeof draft.savedAt === 'string' && draft.base && draft.fields && typeof draft.fields.content === 'string');
}

export function readLocalDraft(postId: number): LocalDraft | null {
  const raw = storage()?.getItem(keyOf(postId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isLocalDraft(parsed, postId) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the draft; false when the browser refused (storage full or disabled), so the editor can say so. */
export function writeLocalDraft(draft: LocalDraft): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(keyOf(draft.postId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(postId: number): void {
  try {
    storage()?.removeItem(keyOf(postId));
  } catch {
    // Nothing to do: a draft that cannot be removed is offered again, and the admin can discard it then.
  }
}

/** The draft of these fields on this base, stamped now. */
export function localDraftOf(base: AdminPost, fields: EditableFields, now = new Date()): LocalDraft {
  return { postId: base.id, savedAt: now.toISOString(), base, fields };
}

/** Whether a kept draft still holds something the stored post does not (else it is stale and can go). */
export function draftDiffersFrom(draft: LocalDraft, post: AdminPost): boolean {
  return changedFields(editableFieldsOf(post), draft.fields).length > 0;
}
