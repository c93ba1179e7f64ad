import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { MarkdownDiff, SOURCE_TEXT_SX } from '@/components/studio/markdown-diff';
import { FIELD_LABEL, type EditableFields } from '@/features/posts/lib/editable-fields';
import { formatKeptAt } from '@/features/posts/lib/kept-at';
import { mergePosts, resolveText, type Side } from '@/features/posts/lib/three-way-merge';
import type { PendingMerge, PostChange } from '@/features/posts/lib/use-post-editing';
import { fieldWords, inWords } from '@/lib/studio/field-words';

export interface MergeDialogProps {
  merge: PendingMerge | null;
  saving: boolean;
  onApply: (fields: EditableFields, andSave: boolean) => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

/** "content and excerpt changed by another tab, 17:05": who changed what since the editor's version. */
export function changeLine(change: PostChange): string {
  const fields = change.fields.length ? `${inWords(change.fields.map(fieldWords))} changed` : 'changed';
  return `${fields} by ${change.by.label}, ${formatKeptAt(new Date(change.at))}`;
}

function Choice({ name, value, onChange, mine, theirs, both = false }: { name: string; value: Side; onChange: (side: Side) => void; mine: string; theirs: string; both?: boolean }) {
  return (
    <RadioGroup aria-label={name} value={value} onChange={(event) => onChange(event.target.value as Side)} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {(
        [
          ['mine', 'Keep yours', mine],
          ['theirs', 'Keep the saved version', theirs],
        ] as const
      ).map(([side, label, text]) => (
        <Box key={side} sx={{ border: 1, borderColor: value === side ? 'primary.main' : 'divider', borderRadius: 2, p: 1, minWidth: 0 }}>
          <FormControlLabel value={side} control={<Radio size="small" />} label={label} />
          <Box component="pre" sx={{ ...SOURCE_TEXT_SX, fontSize: 13, maxHeight: 200, overflow: 'auto' }}>
            {text || '(empty)'}
          </Box>
        </Box>
      ))}
      {both ? <FormControlLabel value="both" control={<Radio size="small" />} label="Keep both, yours first" /> : null}
    </RadioGroup>
  );
}

/**
 * A save met a newer version of the post (issue 27 item 3): who changed what, and a three-way merge of the
 * admin's edits with it (base: the version the edits were made on). What only one side changed is taken
 * from it; where both changed the same words, the admin chooses.
 */
export function MergeDialog({ merge, saving, onApply, onTakeTheirs, onClose }: MergeDialogProps) {
  return merge ? <MergeForm key={merge.theirs.updatedAt} merge={merge} saving={saving} onApply={onApply} onTakeTheirs={onTakeTheirs} onClose={onClose} /> : null;
}

function MergeForm({ merge, saving, onApply, onTakeTheirs, onClose }: Omit<MergeDialogProps, 'merge'> & { merge: PendingMerge }) {
  const merged = useMemo(() => mergePosts(merge.base, merge.mine, merge.theirs), [merge]);
  const contentConflicts = merged.content.filter((chunk) => chunk.kind === 'conflict');
  const [fieldSides, setFieldSides] = useState<Side[]>(() => merged.conflicts.map(() => 'mine'));
  const [textSides, setTextSides] = useState<Side[]>(() => contentConflicts.map(() => 'mine'));
  const total = merged.conflicts.length + contentConflicts.length;

  const result = (): EditableFields => {
    const fields = { ...merged.fields, content: resolveText(merged.content, textSides) };
    merged.conflicts.forEach((conflict, index) => {
      if (fieldSides[index] === 'theirs') (fields as Record<string, unknown>)[conflict.field] = merge.theirs[conflict.field];
    });
    return fields;
  };
  const preview = resolveText(merged.content, textSides);

  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-title" maxWidth="md" fullWidth scroll="paper" data-testid="merge-dialog">
      <DialogTitle id="merge-title">This post changed while you were editing</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {merge.changes.length ? (
            <Box component="ul" data-testid="merge-changes" sx={{ m: 0, pl: 2.5 }}>
              {merge.changes.map((change, index) => (
                <Typography component="li" key={index} variant="body2">
                  {changeLine(change)}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2">It was saved again at {formatKeptAt(new Date(merge.theirs.updatedAt))}, after your edits began.</Typography>
          )}
          <Alert severity={total ? 'warning' : 'success'} data-testid="merge-summary">
            {total
              ? `Your edits and the saved version changed the same words in ${total} place${total === 1 ? '' : 's'}: choose below. Everything else is merged.`
              : 'Your edits and the saved version fit together: both are kept.'}
          </Alert>
          {merged.conflicts.map((conflict, index) => (
            <Box key={conflict.field} component="section" aria-label={FIELD_LABEL[conflict.field]}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {FIELD_LABEL[conflict.field]}
              </Typography>
              <Choice
                name={FIELD_LABEL[conflict.field]}
                value={fieldSides[index]}
                onChange={(side) => setFieldSides((sides) => sides.map((item, at) => (at === index ? side : item)))}
                mine={conflict.mine}
                theirs={conflict.theirs}
              />
            </Box>
          ))}
          {contentConflicts.map((chunk, index) =>
            chunk.kind === 'conflict' ? (
              <Box key={index} component="section" aria-label={`Content, place ${index + 1}`}>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                  Content, place {index + 1} of {contentConflicts.length}
                </Typography>
                <Choice
                  name={`Content, place ${index + 1}`}
                  value={textSides[index]}
                  onChange={(side) => setTextSides((sides) => sides.map((item, at) => (at === index ? side : item)))}
                  mine={chunk.mine}
                  theirs={chunk.theirs}
                  both
                />
              </Box>
            ) : null,
          )}
          <Box component="section" aria-label="The merged content">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              The merged content, against the saved version
            </Typography>
            <MarkdownDiff before={merge.theirs.content ?? ''} after={preview} beforeLabel="Saved version" afterLabel="Merged" />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onTakeTheirs} sx={{ mr: 'auto' }}>
          Drop my edits
        </Button>
        <Button onClick={() => onApply(result(), false)}>Merge, save later</Button>
        <Button variant="contained" onClick={() => onApply(result(), true)} disabled={saving}>
          Merge and save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
