import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useProduction } from '../api/get-production';
import { useAdminPost } from '@/lib/studio/api/get-post';
import { useReviseProduction } from '@/lib/studio/api/revise-production';
import { sectionChoices } from '@/lib/studio/section-pairs';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { textUnderRevision } from '../lib/text-under-revision';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import type { Production } from '../types';
import { ModalHeader } from '@/components/studio/modal-header';
import { useFullScreenDialog } from '@/components/studio/use-full-screen';

// Select values are never empty strings (spec §5); a section's value is its place in the list.
const WHOLE_ARTICLE = 'whole';

/** The `##` headings a revision of this production can target (see textUnderRevision). */
function useRevisableSections(production: Production | null): string[] {
  const detail = useProduction(production?.id);
  const post = useAdminPost(production?.postId);
  const proposal = detail.data?.id === production?.id ? detail.data?.proposal : null;
  const postContent = post.data?.content ?? production?.finalContent;
  // Until both answered, a heading from the wrong text could be offered: offer none yet.
  const text = detail.isPending || post.isPending ? '' : textUnderRevision(postContent, proposal);
  return useMemo(() => sectionChoices(text), [text]);
}

/** 'Request Changes': feedback (required) for the AI agents, who rewrite the article or one section of it. */
export function RequestChangesModal({ production, onClose, onRequested }: { production: Production | null; onClose: () => void; onRequested?: () => void }) {
  const fullScreen = useFullScreenDialog();
  const [feedback, setFeedback] = useState('');
  const [sectionValue, setSectionValue] = useState(WHOLE_ARTICLE);
  const revise = useReviseProduction();
  const headings = useRevisableSections(production);
  const section = sectionValue === WHOLE_ARTICLE ? null : (headings[Number(sectionValue)] ?? null);

  const reset = () => {
    setFeedback('');
    setSectionValue(WHOLE_ARTICLE);
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = () => {
    if (!production || !feedback.trim()) return;
    revise.mutate(
      { id: production.id, feedback: feedback.trim(), section },
      {
        onSuccess: () => {
          notifySuccess(TOAST_TEXT.revisionRequested);
          reset();
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
        {headings.length ? (
          <TextField
            select
            label="Section"
            value={section === null ? WHOLE_ARTICLE : sectionValue}
            onChange={(event) => setSectionValue(event.target.value)}
            slotProps={{ select: STUDIO_SELECT_PROPS }}
            helperText={section === null ? 'The AI rewrites the whole article.' : 'Only this section is rewritten; the rest stays exactly as it is.'}
            fullWidth
            sx={{ mt: 2.5 }}
          >
            <MenuItem value={WHOLE_ARTICLE}>Whole article</MenuItem>
            {headings.map((heading, index) => (
              <MenuItem key={heading} value={String(index)}>
                {heading}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
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
