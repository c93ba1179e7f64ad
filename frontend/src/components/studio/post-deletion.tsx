import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deletePost, restoreRevision } from '@/lib/studio/api/delete-post';
import { refreshPosts } from '@/lib/studio/query-keys';
import { DELETE_UNDO_NOTE, deleteConfirmation, TOAST_TEXT } from '@/lib/studio/toast-text';
import { ConfirmDialog } from './confirm-dialog';
import { notifyError, notifyUndoable } from './notify';

interface Deleting {
  id: number;
  title: string;
  onDeleted?: () => void;
}

/**
 * Delete asks first with the spec's words, naming the post, and then offers Undo (issue 27): the delete
 * answers the revision it kept, and Undo restores it, so the post comes back under its id with its dates,
 * its AI history and proposals. Use: `deletion.request({id, title}, onDeleted)` and render `deletion.dialog`.
 */
export function usePostDeletion() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Deleting | null>(null);
  const remove = useMutation({ mutationFn: deletePost, onSettled: () => refreshPosts(queryClient) });

  const confirm = () => {
    if (!asking) return;
    const post = asking;
    remove.mutate(post.id, {
      onSuccess: ({ revisionId }) => {
        setAsking(null);
        post.onDeleted?.();
        notifyUndoable({
          title: TOAST_TEXT.deleted,
          description: `"${post.title}" is gone from the blog and the studio.`,
          undoName: `Undo delete of "${post.title}"`,
          undo: () => restoreRevision(post.id, revisionId).finally(() => refreshPosts(queryClient)),
          undone: { title: 'Delete undone', description: `"${post.title}" is back as it was, with its dates.` },
          undoFailed: 'Failed to restore the post',
        });
      },
      onError: () => {
        setAsking(null);
        notifyError(TOAST_TEXT.deleteFailed);
      },
    });
  };

  return {
    request: (post: { id: number; title: string }, onDeleted?: () => void) => setAsking({ id: post.id, title: post.title, onDeleted }),
    /** A delete was sent (or went through): what reads the post must stop (a deleted post answers 404). */
    started: !remove.isIdle && !remove.isError,
    pending: remove.isPending,
    dialog: (
      <ConfirmDialog
        open={asking !== null}
        title="Delete Post"
        message={asking ? deleteConfirmation(asking.title) : ''}
        note={DELETE_UNDO_NOTE}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    ),
  };
}
