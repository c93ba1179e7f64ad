import { toast } from './toast';
import { serverMessage } from '@/lib/session';
import { TOAST_TEXT } from '@/lib/studio/toast-text';

export function notifySuccess(title: string, description?: string) {
  toast({ title, description, variant: 'success' });
}

/** Spec §8 error toast: title 'Error', destructive style, the catalogue text. */
export function notifyError(description: string) {
  toast({ title: TOAST_TEXT.error, description, variant: 'destructive' });
}

/** For the two failures whose text is the server message when there is one (spec §8). */
export function notifyServerError(error: unknown, fallback: string) {
  notifyError(serverMessage(error) ?? fallback);
}

/** A change that can be taken back for a while: the toast says what happened and offers Undo (issue 27). */
export interface UndoableChange {
  title: string;
  description?: string;
  /** The Undo button's accessible name, naming what it undoes: 'Undo unpublish of "…"'. */
  undoName: string;
  undo: () => Promise<unknown>;
  /** What the toast says once the undo worked. */
  undone: { title: string; description?: string };
  /** The error toast's text when the undo fails and the server says nothing. */
  undoFailed: string;
}

export function notifyUndoable(change: UndoableChange) {
  toast({
    title: change.title,
    description: change.description,
    variant: 'success',
    action: {
      label: 'Undo',
      ariaLabel: change.undoName,
      onClick: () =>
        void change.undo().then(
          () => notifySuccess(change.undone.title, change.undone.description),
          (error: unknown) => notifyServerError(error, change.undoFailed),
        ),
    },
  });
}
