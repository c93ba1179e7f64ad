import Typography from '@mui/material/Typography';
import { formatKeptAt } from '@/features/posts/lib/kept-at';

/** 'Unsaved changes' / 'Saving…' / 'Saved 17:02': beside the editor's title, read out when it changes. */
export function SaveStatus({ dirty, saving, savedAt, offline }: { dirty: boolean; saving: boolean; savedAt: Date | null; offline: boolean }) {
  const text = saving ? 'Saving…' : offline ? 'Not saved: offline' : dirty ? 'Unsaved changes' : savedAt ? `Saved ${formatKeptAt(savedAt)}` : '';
  return (
    <Typography
      component="span"
      variant="body2"
      role="status"
      data-testid="save-status"
      sx={{ color: offline ? 'error.main' : 'text.secondary', fontWeight: 500, whiteSpace: 'nowrap', fontSize: 14 }}
    >
      {text}
    </Typography>
  );
}
