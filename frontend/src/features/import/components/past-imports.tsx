import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusPill } from '@/components/studio/status-pill';
import { formatDateTime } from '@/lib/studio/dates';
import { useImports } from '../api/get-imports';
import { SOURCE_LABEL, STATE_LABEL } from '../lib/report-text';
import { DiscardImportButton } from './discard-import-button';

/** The latest uploads, each with how it ended; Open shows its report (and outcome), the bin discards it. */
export function PastImports({ activeId, onOpen, onDiscarded }: { activeId: string | null; onOpen: (id: string) => void; onDiscarded: (id: string) => void }) {
  const imports = useImports();
  if (imports.isPending) return <Skeleton variant="rounded" height={96} aria-label="Loading past imports" />;
  if (imports.isError) return <Typography color="error">The past imports could not be loaded.</Typography>;
  if (!imports.data.length) return <Typography color="text.secondary">No imports yet.</Typography>;
  return (
    <Box component="ul" aria-label="Past imports" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {imports.data.map((item) => {
        const state = STATE_LABEL[item.state];
        const active = item.id === activeId;
        return (
          <Box
            component="li"
            key={item.id}
            data-testid="past-import"
            data-state={item.state}
            aria-current={active || undefined}
            sx={{ py: 1.25, px: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 }, borderRadius: 1, bgcolor: active ? 'action.selected' : 'transparent' }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.fileName}</Typography>
                <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
                  <StatusPill tone={state.tone}>{state.label}</StatusPill>
                  <Typography variant="body2" color="text.secondary">
                    {[item.source ? SOURCE_LABEL[item.source] : '', formatDateTime(item.finishedAt ?? item.createdAt)].filter(Boolean).join(' · ')}
                  </Typography>
                </Stack>
              </Box>
              <Button size="small" onClick={() => onOpen(item.id)} disabled={active} aria-label={`Open ${item.fileName}`}>
                Open
              </Button>
              <DiscardImportButton view={item} compact onDiscarded={() => onDiscarded(item.id)} />
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
