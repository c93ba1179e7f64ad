import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePostRevisions } from '../api/get-revisions';
import { useRestoreRevision } from '../api/restore-revision';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { formatDateTime } from '@/lib/studio/dates';
import type { AdminPost } from '@/lib/studio/post';
import type { PostRevision } from '../types';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { MarkdownDiff } from '@/components/studio/markdown-diff';

const CURRENT = 'current';
const ROW_SX = { display: 'flex', alignItems: 'center', gap: 1, p: 1, pl: 0.5, borderRadius: 2, border: 1, borderColor: 'divider' } as const;

interface Version {
  key: string;
  label: string;
  content: string;
  /** 0 for the current post, then 1, 2... going back in time. */
  age: number;
}

function versionOf(key: string, revisions: PostRevision[], currentContent: string): Version | null {
  if (key === CURRENT) return { key, label: 'Current version', content: currentContent, age: 0 };
  const index = revisions.findIndex((revision) => `r${revision.id}` === key);
  if (index < 0) return null;
  const revision = revisions[index];
  return { key, label: `#${revision.id} · ${formatDateTime(revision.createdAt)}`, content: revision.snapshot?.content ?? '', age: index + 1 };
}

/** The two ticked versions compared, older → newer, whichever order they were ticked in. */
function Comparison({ keys, revisions, currentContent, onClear }: { keys: string[]; revisions: PostRevision[]; currentContent: string; onClear: () => void }) {
  const versions = keys.map((key) => versionOf(key, revisions, currentContent)).filter((version): version is Version => version !== null);
  if (versions.length < 2) {
    return (
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
        {versions.length ? 'Tick one more version to compare.' : ''}
      </Typography>
    );
  }
  const [older, newer] = [...versions].sort((a, b) => b.age - a.age);
  return (
    <Box component="section" aria-labelledby="revision-compare-title" data-testid="revision-compare" sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="revision-compare-title" variant="subtitle2" component="h4" aria-live="polite">
          Comparing {older.label} → {newer.label}
        </Typography>
        <Button size="small" onClick={onClear}>
          Clear
        </Button>
      </Stack>
      <MarkdownDiff before={older.content} after={newer.content} beforeLabel={older.label} afterLabel={newer.label} />
    </Box>
  );
}

export interface RevisionHistoryProps {
  postId: number;
  /** The post's content as saved now: the 'Current version' a revision can be compared with. */
  currentContent: string;
  onRestored: (post: AdminPost) => void;
}

/**
 * Every saved version of a post (newest first) with why it was saved; any one can be restored, and
 * any two (or one and the current post) compared.
 */
export function RevisionHistory({ postId, currentContent, onRestored }: RevisionHistoryProps) {
  const revisions = usePostRevisions(postId);
  const restore = useRestoreRevision();
  const [pending, setPending] = useState<{ id: number; label: string } | null>(null);
  const [compared, setCompared] = useState<string[]>([]);

  // At most two: ticking a third lets go of the first ticked.
  const toggleCompare = (key: string) =>
    setCompared((keys) => (keys.includes(key) ? keys.filter((item) => item !== key) : [...keys, key].slice(-2)));

  const compareBox = (key: string, name: string) => (
    <Checkbox
      size="small"
      checked={compared.includes(key)}
      onChange={() => toggleCompare(key)}
      slotProps={{ input: { 'aria-label': `Compare ${name}` } }}
    />
  );

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
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Tick two versions to compare them.
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 320, overflowY: 'auto' }} tabIndex={0} aria-label="Revisions">
            <Box component="li" data-testid="revision-current" sx={ROW_SX}>
              {compareBox(CURRENT, 'current version')}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  Current version
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  The post as saved now
                </Typography>
              </Box>
            </Box>
            {items.map((revision) => {
              const when = formatDateTime(revision.createdAt);
              return (
                <Box component="li" key={revision.id} data-testid="revision-row" sx={ROW_SX}>
                  {compareBox(`r${revision.id}`, `revision ${revision.id}`)}
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
          <Comparison keys={compared} revisions={items} currentContent={currentContent} onClear={() => setCompared([])} />
        </>
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
