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
