import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MarkdownDiff, WordDiff } from '@/components/studio/markdown-diff';
import type { AdminPost } from '@/lib/studio/post';
import { changedFields, FIELD_LABEL } from '@/features/posts/lib/editable-fields';
import type { LocalDraft } from '@/features/posts/lib/local-drafts';
import { formatKeptAt } from '@/features/posts/lib/kept-at';

export interface RestoreDraftDialogProps {
  draft: LocalDraft | null;
  /** The post as stored now. */
  post: AdminPost;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * "Restore your unsaved changes from 17:02?" (issue 27 item 1): what the admin typed and never saved, found
 * on this device when the post opens, with a diff against the post as stored. Neither answer is a default.
 */
export function RestoreDraftDialog({ draft, post, onRestore, onDiscard }: RestoreDraftDialogProps) {
  const fields = draft ? changedFields(post, draft.fields) : [];
  const movedOn = draft ? draft.base.updatedAt !== post.updatedAt : false;
  return (
    <Dialog open={draft !== null} aria-labelledby="restore-draft-title" maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id="restore-draft-title">{draft ? `Restore your unsaved changes from ${formatKeptAt(new Date(draft.savedAt))}?` : ''}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          You changed {fields.map((field) => FIELD_LABEL[field]).join(', ')} and did not save. They were kept on this device.
          {movedOn ? ' The post was saved again since you made them: restoring puts them beside that version and asks you to merge when you save.' : ''}
        </Typography>
        {draft
          ? fields.map((field) => (
              <Box key={field} component="section" aria-label={FIELD_LABEL[field]} sx={{ mb: 2 }}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                  {FIELD_LABEL[field]}
                </Typography>
                {field === 'content' ? (
                  <MarkdownDiff before={post.content ?? ''} after={draft.fields.content ?? ''} beforeLabel="Saved post" afterLabel="Your unsaved changes" />
                ) : (
                  <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <WordDiff before={String(post[field] ?? '')} after={String(draft.fields[field] ?? '')} />
                  </Typography>
                )}
              </Box>
            ))
          : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="error" onClick={onDiscard}>
          Discard them
        </Button>
        <Button variant="contained" onClick={onRestore}>
          Restore
        </Button>
      </DialogActions>
    </Dialog>
  );
}
