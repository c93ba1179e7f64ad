import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { serverMessage } from '@/lib/session';
import { useReadersLost } from '../api/get-readers-lost';
import type { ReadersLost as ReadersLostItem } from '../types';
import { formatCount, formatDay, formatLoss } from '../lib/figures-format';

/** What a row offers besides its figures: the studio passes 'Refresh with AI' (insights) here. */
export type ReadersLostAction = (article: { postId: number; title: string }) => ReactNode;

function LostRow({ item, action }: { item: ReadersLostItem; action?: ReadersLostAction }) {
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="readers-lost-row" data-post-id={item.postId}>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.category} · {formatCount(item.previousReaders)} → {formatCount(item.readers)} readers{' '}
          <Box component="strong" sx={{ color: 'error.main', whiteSpace: 'nowrap' }}>
            {formatLoss(item.lostReaders, item.change)}
          </Box>
        </Typography>
      </Box>
      {/* A fixed width: the action's job progress replaces its button and needs room for its bar. */}
      {action ? <Box sx={{ flexShrink: 0, width: { xs: '100%', sm: 200 } }}>{action({ postId: item.postId, title: item.title })}</Box> : null}
    </Stack>
  );
}

/** 'Losing readers': the live articles that lost the most readers, the latest 30 days against the 30 before. */
export function ReadersLost({ action }: { action?: ReadersLostAction }) {
  const lost = useReadersLost();
  const items = lost.data?.pages.flatMap((page) => page.items) ?? [];
  const first = lost.data?.pages[0];
  return (
    <Box data-testid="readers-lost">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <TrendingDownIcon fontSize="small" color="error" aria-hidden="true" />
        <Typography id="readers-lost-title" variant="h6" component="h3">
          Losing readers
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Live articles that lost the most readers in the last 30 days{first ? ` (since ${formatDay(first.from)})` : ''} against the 30 days before; a refresh may win them back.
      </Typography>
      {lost.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : lost.isError ? (
        <Alert severity="warning">{serverMessage(lost.error) ?? 'The articles losing readers could not be loaded.'}</Alert>
      ) : items.length ? (
        <>
          <Box component="ul" aria-labelledby="readers-lost-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <LostRow key={item.postId} item={item} action={action} />
            ))}
          </Box>
          {lost.hasNextPage && first ? (
            <Button size="small" onClick={() => void lost.fetchNextPage()} disabled={lost.isFetchingNextPage} sx={{ mt: 1 }}>
              {lost.isFetchingNextPage ? 'Loading...' : `Show more (${first.total - items.length} not shown)`}
            </Button>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="no-readers-lost">
          No live article lost readers month on month.
        </Typography>
      )}
    </Box>
  );
}

