import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { notifyServerError } from '@/components/studio/notify';
import { useDiscardImport } from '../api/discard-import';
import type { ImportSummary } from '../types';

/** What discarding removes, said before it happens. */
export function discardMessage(view: Pick<ImportSummary, 'fileName' | 'state'>): string {
  if (view.state === 'ready') return `The dry-run report of "${view.fileName}" and its prepared posts and images are removed. Nothing on the blog changes.`;
  if (view.state === 'refused') return `The report of "${view.fileName}" is removed from the list.`;
  return `The report of "${view.fileName}" is removed from the list. The posts it imported stay on the blog.`;
}

/** An import can be discarded unless its job is running (the gateway answers 409 then). */
export const canDiscard = (state: ImportSummary['state']) => state !== 'started' && state !== 'analysing';

/** Discard, after a confirm: a labelled button, or an icon button in a list row. */
export function DiscardImportButton({ view, compact = false, onDiscarded }: { view: ImportSummary; compact?: boolean; onDiscarded?: () => void }) {
  const [open, setOpen] = useState(false);
  const discard = useDiscardImport();
  const disabled = !canDiscard(view.state) || discard.isPending;
  const confirm = () =>
    discard.mutate(view.id, {
      onSuccess: () => {
        setOpen(false);
        onDiscarded?.();
      },
      onError: (error) => {
        setOpen(false);
        notifyServerError(error, 'Failed to discard the import');
      },
    });
  return (
    <>
      {compact ? (
        <IconButton size="small" aria-label={`Discard ${view.fileName}`} disabled={disabled} onClick={() => setOpen(true)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button color="error" startIcon={<DeleteIcon />} disabled={disabled} onClick={() => setOpen(true)}>
          Discard
        </Button>
      )}
      <ConfirmDialog
        open={open}
        title="Discard this import?"
        message={discardMessage(view)}
        confirmLabel="Discard"
        pending={discard.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
