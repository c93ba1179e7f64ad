import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ChecksTarget, checksQueryOptions } from '@/lib/studio/api/get-checks';
import type { CheckItem } from '@/lib/studio/api/get-checks';

interface Pending {
  blockers: CheckItem[];
  confirmLabel: string;
  proceed: () => void;
}

/**
 * Publish and 'Approve & Publish' first read the checklist; with blockers they show them and ask. The
 * checks only advise: confirming (or a checklist that cannot be read) goes on with the spec's own call.
 */
export function usePublishGuard() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);

  const guard = async (target: ChecksTarget, confirmLabel: string, proceed: () => void) => {
    setChecking(true);
    let blockers: CheckItem[] = [];
    try {
      const checks = await queryClient.fetchQuery(checksQueryOptions(target));
      blockers = checks.items.filter((item) => item.level === 'blocker');
    } catch (error) {
      console.error('The publish checklist could not be read; publishing without it', error);
    } finally {
      setChecking(false);
    }
    if (blockers.length) setPending({ blockers, confirmLabel, proceed });
    else proceed();
  };

  const dialog = (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="publish-blockers-title" maxWidth="sm" fullWidth>
      <DialogTitle id="publish-blockers-title">Publish with {pending?.blockers.length === 1 ? 'a blocker' : `${pending?.blockers.length ?? 0} blockers`}?</DialogTitle>
      <DialogContent>
        <DialogContentText>The publish checklist found problems that readers would see. Fix them first, or publish anyway.</DialogContentText>
        <Box component="ul" data-testid="publish-blockers" sx={{ pl: 2.5, mb: 0 }}>
          {pending?.blockers.map((item) => (
            <li key={item.id}>
              <Typography variant="body2">{item.message}</Typography>
              {item.excerpt ? (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <q>{item.excerpt}</q>
                </Typography>
              ) : null}
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => setPending(null)}>Cancel</Button>
        <Button
          color="warning"
          variant="contained"
          onClick={() => {
            const proceed = pending?.proceed;
            setPending(null);
            proceed?.();
          }}
        >
          {pending?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { guard, checking, dialog };
}
