import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { ApiError } from '@/lib/api-client';
import { errorStatus, serverMessage } from '@/lib/session';
import { getPost } from '@/lib/studio/api/get-post';
import type { AdminPost } from '@/lib/studio/post';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyError, notifySuccess } from '@/components/studio/notify';
import { useUpdatePost } from '../api/update-post';
import { changedFields, editableFieldsOf, mergeEdits, type Editable, type EditableFields } from './editable-fields';
import { mergePosts } from './three-way-merge';
import { draftDiffersFrom, localDraftOf, readLocalDraft, removeLocalDraft, writeLocalDraft, type LocalDraft } from './local-drafts';

/** Typing pauses this long before the unsaved state is written to this device (and on leaving the page at once). */
export const LOCAL_DRAFT_DEBOUNCE_MS = 400;

/** Why the last save did not land. */
export type SaveProblem =
  | { kind: 'conflict' }
  | { kind: 'deleted' }
  | { kind: 'offline' }
  | { kind: 'failed'; message?: string }
  /** The slug is another post's, or an old address of one (`oldAddress`: it can be taken with takeOldSlug). */
  | { kind: 'slug'; slug: string; message: string; oldAddress: boolean };

/** One change made to the post since the version the editor had, as a 409 names it (who, when, which fields). */
export interface PostChange {
  at: string;
  reason: string;
  fields: string[];
  by: { kind: string; label: string };
}

/** A save met a newer version: the three versions to merge, and who made the newer one. */
export interface PendingMerge {
  /** The version the admin's edits were made on. */
  base: AdminPost;
  /** The admin's edits. */
  mine: EditableFields;
  /** The post as stored now. */
  theirs: AdminPost;
  changes: PostChange[];
}

/** The 409 body of a save against an older version: `{statusCode, message}` and what changed since (issue 27). */
function conflictOf(error: unknown): { post: AdminPost | null; changes: PostChange[] } | null {
  const conflict = error instanceof ApiError ? (error.body as { conflict?: { post?: AdminPost | null; changes?: PostChange[] } } | null)?.conflict : undefined;
  return conflict && 'post' in conflict ? { post: conflict.post ?? null, changes: conflict.changes ?? [] } : null;
}

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
  const [merge, setMerge] = useState<PendingMerge | null>(null);
  /** The image job a rename started to propose a new cover (the save answers it). */
  const [coverJobId, setCoverJobId] = useState<string | null>(null);
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

  /** A save met a newer version: read it (from the 409, or the post) and offer the three-way merge. */
  const offerMerge = useCallback(
    async (error: unknown, base: AdminPost, mine: EditableFields) => {
      const conflict = conflictOf(error);
      try {
        const theirs = conflict ? conflict.post : await getPost(post.id);
        if (!theirs) {
          setProblem({ kind: 'deleted' });
          return;
        }
        setProblem({ kind: 'conflict' });
        setMerge({ base, mine, theirs, changes: conflict?.changes ?? [] });
      } catch (readError) {
        setProblem(errorStatus(readError) === 404 ? { kind: 'deleted' } : { kind: 'conflict' });
      }
    },
    [post.id],
  );

  /**
   * One save at a time, known at once: a double click's second click comes before React has re-rendered
   * with the first save pending, and would be sent on the same version (a 409 of the admin's own making).
   */
  const sending = useRef(false);

  /** Sends `fields` made on `base`; typing during the save stays typed. */
  const send = useCallback(
    (base: AdminPost, sent: EditableFields, { takeOldSlug = false, onSaved }: { takeOldSlug?: boolean; onSaved?: (saved: AdminPost) => void } = {}) => {
      if (sending.current) return;
      sending.current = true;
      update.mutate(
        { ...base, ...sent, takeOldSlug },
        {
          onSettled: () => {
            sending.current = false;
          },
          onSuccess: (saved) => {
            const { coverJobId: job, ...post } = saved as AdminPost & { coverJobId?: string | null };
            setForm((current) => mergeEdits(post, sent, current));
            setStored(post);
            setProblem(null);
            setLastSavedAt(new Date());
            notifySuccess(TOAST_TEXT.updated, job ? 'The cover shows the old title: a new one is being designed, to review in AI changes.' : undefined);
            if (job) setCoverJobId(job);
            onSaved?.(post);
          },
          onError: (error) => {
            keepSoon.flush();
            const status = errorStatus(error);
            const message = serverMessage(error) ?? '';
            if (status === 409 && !conflictOf(error) && /slug/i.test(message)) {
              setProblem({ kind: 'slug', slug: sent.slug, message, oldAddress: /old address/i.test(message) });
            } else if (status === 409) void offerMerge(error, base, sent);
            else if (status === 404) setProblem({ kind: 'deleted' });
            else {
              setProblem(offline(error) ? { kind: 'offline' } : { kind: 'failed', message: status === 400 ? message : undefined });
              notifyError(TOAST_TEXT.updateFailed);
            }
          },
        },
      );
    },
    [update, keepSoon, offerMerge],
  );

  /** Saves what is shown against the version shown. */
  const save = useCallback(
    (onSaved?: (saved: AdminPost) => void) => {
      if (update.isPending) return;
      send(latest.current.stored, editableFieldsOf(latest.current.form), { onSaved });
    },
    [update.isPending, send],
  );

  /** The slug asked for is an old address of another post: the admin takes it for this one. */
  const saveTakingOldSlug = useCallback(() => {
    if (update.isPending) return;
    send(latest.current.stored, editableFieldsOf(latest.current.form), { takeOldSlug: true });
  }, [update.isPending, send]);

  /** The merge settled: the editor shows it on the stored version (which the next save is made against); saved at once if asked. */
  const applyMerge = useCallback(
    (fields: EditableFields, andSave: boolean) => {
      if (!merge) return;
      setStored(merge.theirs);
      setForm({ ...merge.theirs, ...fields });
      setMerge(null);
      setProblem(null);
      if (andSave) send(merge.theirs, fields);
    },
    [merge, send],
  );

  /** The admin drops their edits for the stored version. */
  const takeTheirs = useCallback(() => {
    if (!merge) return;
    setStored(merge.theirs);
    setForm(merge.theirs);
    setMerge(null);
    setProblem(null);
  }, [merge]);

  /** The kept draft goes into the editor; made on an older version, it is merged with the stored one first. */
  const restoreKept = useCallback(() => {
    if (!keptDraft) return;
    const current = latest.current.stored;
    if (keptDraft.base.updatedAt === current.updatedAt) setForm({ ...current, ...keptDraft.fields });
    else {
      // Merged at once (both sides' changes where they fit, the admin's where they clash), then offered for review.
      setForm({ ...current, ...mergePosts(keptDraft.base, keptDraft.fields, current).fields });
      setMerge({ base: keptDraft.base, mine: keptDraft.fields, theirs: current, changes: [] });
    }
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
    saveTakingOldSlug,
    coverJobId,
    merge,
    applyMerge,
    takeTheirs,
    /** Puts the merge aside (the edits stay, unsaved); Save asks again. */
    closeMerge: () => setMerge(null),
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
