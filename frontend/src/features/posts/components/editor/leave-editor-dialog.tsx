import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface LeaveEditorDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  /** Close; the changes stay on this device and are offered when the post is opened again. */
  onClose: () => void;
  onDiscard: () => void;
}

/** Asked when the editor is closed (Cancel, ×, Escape, the backdrop) with unsaved changes. */
export function LeaveEditorDialog({ open, onKeepEditing, onClose, onDiscard }: LeaveEditorDialogProps) {
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-labelledby="leave-editor-title" aria-describedby="leave-editor-text" maxWidth="xs" fullWidth>
      <DialogTitle id="leave-editor-title">Close without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-editor-text">
          Your changes are not saved. If you close, they stay on this device and you can restore them when you open this post again.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onDiscard} sx={{ mr: 'auto' }}>
          Discard changes
        </Button>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onKeepEditing} autoFocus>
          Keep editing
        </Button>
      </DialogActions>
    </Dialog>
  );
}
