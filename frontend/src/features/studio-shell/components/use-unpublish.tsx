import { useState } from 'react';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { notifyError, notifyUndoable } from '@/components/studio/notify';
import { TOAST_TEXT, unpublishConfirmation } from '@/lib/studio/toast-text';
import { useSetPublished } from '@/features/posts/api/set-published';

interface Unpublishing {
  id: number;
  title: string;
}

/**
 * Unpublish asks first, naming the post, and then offers Undo (issue 27: going offline is never one click).
 * Undo publishes it again as it was: the gateway keeps its first publishedAt, so it returns to its place.
 */
export function useUnpublish() {
  const setPublished = useSetPublished();
  const [asking, setAsking] = useState<Unpublishing | null>(null);

  const confirm = () => {
    if (!asking) return;
    const post = asking;
    setPublished.mutate(
      { id: post.id, published: false },
      {
        onSuccess: () => {
          setAsking(null);
          notifyUndoable({
            title: TOAST_TEXT.unpublished,
            description: `"${post.title}" is back in your drafts.`,
            undoName: `Undo unpublish of "${post.title}"`,
            undo: () => setPublished.mutateAsync({ id: post.id, published: true }),
            undone: { title: 'Unpublish undone', description: `"${post.title}" is live again.` },
            undoFailed: TOAST_TEXT.publishFailed,
          });
        },
        onError: () => {
          setAsking(null);
          notifyError(TOAST_TEXT.unpublishFailed);
        },
      },
    );
  };

  return {
    request: (post: Unpublishing) => setAsking({ id: post.id, title: post.title }),
    pending: setPublished.isPending,
    dialog: (
      <ConfirmDialog
        open={asking !== null}
        title="Unpublish this post?"
        message={asking ? unpublishConfirmation(asking.title) : ''}
        confirmLabel="Unpublish"
        pending={setPublished.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    ),
  };
}
