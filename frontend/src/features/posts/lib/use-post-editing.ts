import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { errorStatus } from '@/lib/session';
import type { AdminPost } from '@/lib/studio/post';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { useUpdatePost } from '../api/update-post';
import { changedFields, editableFieldsOf, mergeEdits, type Editable, type EditableFields } from './editable-fields';
import { draftDiffersFrom, localDraftOf, readLocalDraft, removeLocalDraft, writeLocalDraft, type LocalDraft } from './local-drafts';

/** Typing pauses this long before the unsaved state is written to this device (and on leaving the page at once). */
export const LOCAL_DRAFT_DEBOUNCE_MS = 400;

/** Why the last save did not land. */
export type SaveProblem = { kind: 'conflict'; error: unknown } | { kind: 'offline' } | { kind: 'failed' };

/** A kept draft from an earlier visit, found when the post was opened: the admin restores or discards it. */
function keptDraftFor(post: AdminPost): LocalDraft | null {
  const draft = readLocalDraft(post.id);
  if (!draft) return null;
  if (draftDiffersFrom(draft, post)) return draft;
  // What it held is what is stored now (saved from another tab, say): nothing to offer.
  removeLocalDraft(post.id);
  return null;
}

function offline(error: unknown): boolean {
  return errorStatus(error) === null && (typeof navigator === 'undefined' || !navigator.onLine || error instanceof TypeError);
}

/**
 * The editor's state of one post (issue 27 items 1 and 3): `stored` is the post as last known stored (saves
 * are made against its version), `form` what the admin sees and types. While they differ, `form` is kept on
 * this device (debounced as the admin types, at once when the page goes away); a save that lands, or a
 * discard, removes it. Nothing is written to the post but by `save`.
 */
export function usePostEditing(post: AdminPost) {
  const [stored, setStored] = useState<AdminPost>(post);
  const [form, setForm] = useState<AdminPost>(post);
  const [keptDraft, setKeptDraft] = useState<LocalDraft | null>(() => keptDraftFor(post));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [notKept, setNotKept] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<Date | null>(null);
  const update = useUpdatePost();

  const unsaved = useMemo(() => changedFields(stored, form), [stored, form]);
  const dirty = unsaved.length > 0;

  // The latest values, for the callbacks that outlive a render (debounce, page events, mutation answers).
  const latest = useRef({ stored, form, dirty, offering: keptDraft !== null, discarded: false });
  latest.current = { ...latest.current, stored, form, dirty, offering: keptDraft !== null };

  const keepLocally = useCallback(() => {
    const now = latest.current;
    if (now.offering || now.discarded) return;
    if (!now.dirty) {
      removeLocalDraft(post.id);
      return;
    }
    setNotKept(!writeLocalDraft(localDraftOf(now.stored, editableFieldsOf(now.form))));
  }, [post.id]);
  const keepSoon = useDebouncedCallback(keepLocally, LOCAL_DRAFT_DEBOUNCE_MS);

  useEffect(() => {
    if (keptDraft) return;
    if (dirty) keepSoon();
    else {
      keepSoon.cancel();
      removeLocalDraft(post.id);
    }
  }, [form, stored, dirty, keptDraft, keepSoon, post.id]);

  // Leaving the page: the last keystrokes go to disk at once, and the browser asks before a reload or close.
  useEffect(() => {
    const flush = () => keepSoon.flush();
    const hidden = () => document.visibilityState === 'hidden' && flush();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      flush();
      if (!latest.current.dirty) return;
      event.preventDefault();
      // Older browsers read the prompt's presence from returnValue.
      event.returnValue = '';
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [keepSoon]);

  const setField = useCallback((field: Editable, value: string | null) => setForm((current) => ({ ...current, [field]: value })), []);

  /** The post moved on (a save, an accept, a restore): show it as stored, keeping what was typed on top. */
  const adopt = useCallback((next: AdminPost, take: readonly Editable[] = []) => {
    setForm((current) => {
      const merged = mergeEdits(next, latest.current.stored, current);
      for (const field of take) (merged as unknown as Record<Editable, unknown>)[field] = next[field];
      return merged;
    });
    setStored(next);
    setProblem(null);
  }, []);

  /** Saves what is shown against the version shown; typing during the save stays typed. */
  const save = useCallback(
    (onSaved?: (saved: AdminPost) => void) => {
      if (update.isPending) return;
      const sent = latest.current.form;
      const body = { ...latest.current.stored, ...editableFieldsOf(sent) };
      update.mutate(body, {
        onSuccess: (saved) => {
          setForm((current) => mergeEdits(saved, sent, current));
          setStored(saved);
          setProblem(null);
          setLastSavedAt(new Date());
          notifySuccess(TOAST_TEXT.updated);
          onSaved?.(saved);
        },
        onError: (error) => {
          keepSoon.flush();
          if (errorStatus(error) === 409) setProblem({ kind: 'conflict', error });
          else {
            setProblem(offline(error) ? { kind: 'offline' } : { kind: 'failed' });
            notifyError(TOAST_TEXT.updateFailed);
          }
        },
      });
    },
    [update, keepSoon],
  );

  /** The kept draft goes into the editor. Made against an older version, its save meets that version's 409. */
  const restoreKept = useCallback(() => {
    if (!keptDraft) return;
    const movedOn = keptDraft.base.updatedAt !== latest.current.stored.updatedAt;
    if (movedOn) setStored(keptDraft.base);
    setForm((current) => ({ ...(movedOn ? keptDraft.base : current), ...keptDraft.fields }));
    setKeptDraft(null);
  }, [keptDraft]);

  const discardKept = useCallback(() => {
    removeLocalDraft(post.id);
    setKeptDraft(null);
  }, [post.id]);

  /** Throws the unsaved changes away (the admin said so): nothing is kept on this device. */
  const discard = useCallback(() => {
    latest.current.discarded = true;
    keepSoon.cancel();
    removeLocalDraft(post.id);
  }, [keepSoon, post.id]);

  /** Closing with unsaved changes: they stay on this device, offered when the post is opened again. */
  const keepForLater = useCallback(() => keepSoon.flush(), [keepSoon]);

  return {
    stored,
    form,
    setForm,
    setField,
    unsaved,
    dirty,
    saving: update.isPending,
    lastSavedAt,
    problem,
    clearProblem: () => setProblem(null),
    notKept,
    keptDraft,
    restoreKept,
    discardKept,
    adopt,
    save,
    discard,
    keepForLater,
  };
}

export type PostEditing = ReturnType<typeof usePostEditing>;
export type { EditableFields };
