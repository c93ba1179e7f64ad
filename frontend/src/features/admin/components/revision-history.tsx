import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePostRevisions, useRestoreRevision } from '../api/posts';
import { notifyServerError, notifySuccess } from '../lib/notify';
import { formatDateTime } from '../lib/rules';
import type { AdminPost } from '../types';
import { ConfirmDialog } from './confirm-dialog';

/** Every saved version of a post (newest first) with why it was saved; any one can be restored. */
export function RevisionHistory({ postId, onRestored }: { postId: number; onRestored: (post: AdminPost) => void }) {
  const revisions = usePostRevisions(postId);
  const restore = useRestoreRevision();
  const [pending, setPending] = useState<{ id: number; label: string } | null>(null);

  const confirm = () => {
    if (!pending) return;
    restore.mutate(
      { postId, revisionId: pending.id },
      {
        onSuccess: (post) => {
          notifySuccess('Revision restored', `The post is back to the version from ${pending.label}.`);
          setPending(null);
          onRestored(post);
        },
        onError: (error) => {
          setPending(null);
          notifyServerError(error, 'Failed to restore revision');
        },
      },
    );
  };

  const items = revisions.data ?? [];
  return (
    <Box component="section" aria-labelledby="revision-history-title" data-testid="revision-history">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <HistoryIcon fontSize="small" aria-hidden="true" />
        <Typography id="revision-history-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Revision history
        </Typography>
      </Stack>
      {revisions.isPending ? (
        <Typography color="text.secondary">Loading revisions...</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">No earlier versions yet: every save, publish and AI change keeps one here.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 320, overflowY: 'auto' }} tabIndex={0} aria-label="Revisions">
          {items.map((revision) => {
            const when = formatDateTime(revision.createdAt);
            return (
              <Box
                component="li"
                key={revision.id}
                data-testid="revision-row"
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, '&::first-letter': { textTransform: 'uppercase' } }}>
                    {revision.reason}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    #{revision.id} · {when}
                    {revision.snapshot?.title ? ` · “${revision.snapshot.title}”` : ''}
                  </Typography>
                </Box>
                <Button size="small" startIcon={<RestoreIcon />} onClick={() => setPending({ id: revision.id, label: when })} aria-label={`Restore revision ${revision.id} (${revision.reason})`}>
                  Restore
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(pending)}
        title="Restore this version?"
        message={`The post goes back to the version saved ${pending?.label ?? ''}. The current version stays in the history.`}
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
