import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useReviseProduction } from '../api/productions';
import { TOAST_TEXT } from '../lib/messages';
import { notifyServerError, notifySuccess } from '../lib/notify';
import type { Production } from '../types';
import { ModalHeader } from './modal-header';
import { useFullScreenDialog } from './use-full-screen';

/** 'Request Changes': feedback (required) for the AI agents, who rewrite the article. */
export function RequestChangesModal({ production, onClose, onRequested }: { production: Production | null; onClose: () => void; onRequested?: () => void }) {
  const fullScreen = useFullScreenDialog();
  const [feedback, setFeedback] = useState('');
  const revise = useReviseProduction();

  const close = () => {
    setFeedback('');
    onClose();
  };

  const submit = () => {
    if (!production || !feedback.trim()) return;
    revise.mutate(
      { id: production.id, feedback: feedback.trim() },
      {
        onSuccess: () => {
          notifySuccess(TOAST_TEXT.revisionRequested);
          setFeedback('');
          onRequested?.();
          onClose();
        },
        onError: (error) => notifyServerError(error, TOAST_TEXT.revisionFailed),
      },
    );
  };

  return (
    <Dialog open={Boolean(production)} onClose={close} aria-labelledby="request-changes-title" fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <ModalHeader id="request-changes-title" onClose={close}>
        Request Changes
      </ModalHeader>
      <DialogContent dividers>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 1.5 }}>
          What changes would you like to see?
        </Typography>
        <TextField
          label="Feedback"
          placeholder="e.g. Add a section on colour grading and make the intro shorter"
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          multiline
          minRows={5}
          fullWidth
          autoFocus
        />
        <Alert severity="info" sx={{ mt: 2 }}>
          AI agents will regenerate the content based on your feedback. This may take a few minutes.
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!feedback.trim() || revise.isPending}>
          {revise.isPending ? 'Sending...' : 'Request Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
