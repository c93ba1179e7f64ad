import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** A second line under the message (e.g. how long Undo is offered). */
  note?: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * One confirmation, one action: a double click (or a second press before `pending` arrives, which the query
 * library reports a tick later) confirms once. The button comes back when the dialog opens again, or when
 * the action it ran settles with the dialog still open (a failure to retry).
 */
function useConfirmOnce(open: boolean, pending: boolean | undefined, onConfirm: () => void) {
  const fired = useRef(false);
  const [spent, setSpent] = useState(false);
  useEffect(() => {
    fired.current = false;
    setSpent(false);
  }, [open]);
  useEffect(() => {
    if (pending !== false) return;
    fired.current = false;
    setSpent(false);
  }, [pending]);
  const confirm = () => {
    if (fired.current) return;
    fired.current = true;
    setSpent(true);
    onConfirm();
  };
  return { confirm, spent };
}

export function ConfirmDialog({ open, title, message, note, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  const { confirm, spent } = useConfirmOnce(open, pending, onConfirm);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{message}</DialogContentText>
        {note ? (
          <DialogContentText variant="body2" sx={{ mt: 1.5 }} data-testid="confirm-note">
            {note}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={pending || spent}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
