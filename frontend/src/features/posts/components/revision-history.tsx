import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { MarkdownDiff, WordDiff } from '@/components/studio/markdown-diff';
import { StatusPill } from '@/components/studio/status-pill';
import { formatDateTime } from '@/lib/studio/dates';
import type { AdminPost } from '@/lib/studio/post';
import { usePostHistory, useVersionComparison, type HistoryVersion, type VersionRef } from '../api/get-post-history';
import { useRestoreRevision } from '../api/restore-revision';

const ROW_SX = { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: 1, p: 1, pl: 0.5, borderRadius: 2, border: 1, borderColor: 'divider' } as const;

const refOf = (version: HistoryVersion): VersionRef => version.revisionId ?? 'current';
const nameOf = (version: HistoryVersion) => `version ${version.number}`;

/** The two ticked versions compared, older → newer, whichever order they were ticked in. */
function Comparison({ postId, versions, onClear }: { postId: number; versions: HistoryVersion[]; onClear: () => void }) {
  const [older, newer] = [...versions].sort((a, b) => a.number - b.number);
  const comparison = useVersionComparison(postId, versions.length === 2 ? [refOf(older), refOf(newer)] : null);
  if (versions.length < 2) {
    return (
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
        {versions.length ? 'Tick one more version to compare.' : ''}
      </Typography>
    );
  }
  const from = comparison.data?.from;
  const to = comparison.data?.to;
  return (
    <Box component="section" aria-labelledby="revision-compare-title" data-testid="revision-compare" sx={{ mt: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="revision-compare-title" variant="subtitle2" component="h4" aria-live="polite">
          Comparing version {older.number} → version {newer.number}
        </Typography>
        <Button size="small" onClick={onClear}>
          Clear
        </Button>
      </Stack>
      {comparison.isError ? <Typography color="error">The two versions could not be read.</Typography> : null}
      {from && to ? (
        <Stack spacing={1.5}>
          {from.snapshot.title !== to.snapshot.title ? (
            <Typography variant="body2" data-testid="compare-title">
              Title: <WordDiff before={from.snapshot.title} after={to.snapshot.title} />
            </Typography>
          ) : null}
          <MarkdownDiff before={from.snapshot.content} after={to.snapshot.content} beforeLabel={`Version ${from.number}`} afterLabel={`Version ${to.number}`} />
        </Stack>
      ) : comparison.isPending ? (
        <Typography color="text.secondary" role="status">
          Reading both versions...
        </Typography>
      ) : null}
    </Box>
  );
}

export interface RevisionHistoryProps {
  postId: number;
  onRestored: (post: AdminPost) => void;
}

/**
 * Every version of a post (issue 28 item 5): numbered, newest first, each saying in words who or what made
 * it and when ("You, in the editor", "AI revision: 'make the intro punchier'", "Scheduled publish"); any
 * two compared as a diff, and every earlier one restorable from its own row.
 */
export function RevisionHistory({ postId, onRestored }: RevisionHistoryProps) {
  const history = usePostHistory(postId);
  const restore = useRestoreRevision();
  const [pending, setPending] = useState<HistoryVersion | null>(null);
  const [compared, setCompared] = useState<number[]>([]);

  const first = history.data?.pages[0];
  const versions = [...(first?.current ? [first.current] : []), ...(history.data?.pages.flatMap((page) => page.items) ?? [])];
  // At most two: ticking a third lets go of the first ticked.
  const toggle = (number: number) => setCompared((numbers) => (numbers.includes(number) ? numbers.filter((item) => item !== number) : [...numbers, number].slice(-2)));

  const confirm = () => {
    if (!pending?.revisionId) return;
    const restored = pending;
    restore.mutate(
      { postId, revisionId: restored.revisionId! },
      {
        onSuccess: (post) => {
          notifySuccess('Revision restored', `The post is back to version ${restored.number} (${restored.label}).`);
          setPending(null);
          setCompared([]);
          onRestored(post);
        },
        onError: (error) => {
          setPending(null);
          notifyServerError(error, 'Failed to restore revision');
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="revision-history-title" data-testid="revision-history">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <HistoryIcon fontSize="small" aria-hidden="true" />
        <Typography id="revision-history-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Revision history
        </Typography>
      </Stack>
      {history.isPending ? (
        <Typography color="text.secondary">Loading revisions...</Typography>
      ) : history.isError ? (
        <Typography color="error">The history could not be loaded.</Typography>
      ) : versions.length < 2 ? (
        <Typography color="text.secondary">No earlier versions yet: every save, publish and AI change keeps one here.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Tick two versions to compare them.
          </Typography>
          <Box component="ol" aria-label="Versions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {versions.map((version) => (
              <Box component="li" key={version.number} data-testid={version.revisionId === null ? 'revision-current' : 'revision-row'} sx={ROW_SX}>
                <Checkbox size="small" checked={compared.includes(version.number)} onChange={() => toggle(version.number)} slotProps={{ input: { 'aria-label': `Compare ${nameOf(version)}` } }} />
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="revision-label">
                      {version.number}. {version.label}
                    </Typography>
                    {version.revisionId === null ? <StatusPill tone="success">Current version</StatusPill> : null}
                  </Stack>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {formatDateTime(version.madeAt)} · “{version.title}”{version.published ? ' · live' : ''}
                  </Typography>
                </Box>
                {version.revisionId !== null ? (
                  <Button size="small" startIcon={<RestoreIcon />} onClick={() => setPending(version)} aria-label={`Restore ${nameOf(version)} (${version.label})`}>
                    Restore
                  </Button>
                ) : (
                  <span />
                )}
              </Box>
            ))}
          </Box>
          {history.hasNextPage ? (
            <Button size="small" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} sx={{ mt: 1 }}>
              Show older versions
            </Button>
          ) : null}
          <Comparison postId={postId} versions={versions.filter((version) => compared.includes(version.number))} onClear={() => setCompared([])} />
        </>
      )}
      <ConfirmDialog
        open={Boolean(pending)}
        title="Restore this version?"
        message={pending ? `The post goes back to version ${pending.number} (${pending.label}, ${formatDateTime(pending.madeAt)}). The current version stays in the history.` : ''}
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
