import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAgeingPosts } from '../api/get-ageing-posts';
import { AgeingNotice } from './ageing-notice';
import type { AgeingPost } from '../types';

const COUNT = new Intl.NumberFormat('en-US');

/** Beside the age: the readers it lost month on month (the list's order), or its readers lately; nothing when never read. */
function ReadersChange({ post }: { post: AgeingPost }) {
  const { readers = 0, previousReaders = 0, lostReaders = 0 } = post;
  if (!readers && !previousReaders) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="ageing-readers" sx={{ flexShrink: 0, textAlign: { sm: 'right' } }}>
      {lostReaders > 0 ? (
        <>
          <Box component="strong" sx={{ color: 'error.main' }}>
            −{COUNT.format(lostReaders)} readers
          </Box>{' '}
          month on month
          <Box component="span" sx={{ display: 'block' }}>
            {COUNT.format(previousReaders)} → {COUNT.format(readers)} in 30 days
          </Box>
        </>
      ) : (
        `${COUNT.format(readers)} ${readers === 1 ? 'reader' : 'readers'} in 30 days`
      )}
    </Typography>
  );
}

/**
 * 'Ageing posts': the live posts nobody changed for POST_AGEING_DAYS, those that lost the most readers
 * month on month first (then the oldest), a page at a time, each with its readers, 'Refresh with AI' and
 * Edit. The live list is newest first, so at 10,000 posts this is where the old ones are found. Nothing is
 * shown while there are none; `enabled` false holds the read back.
 */
export function AgeingPosts({ onEdit, enabled = true }: { onEdit: (postId: number) => void; enabled?: boolean }) {
  const ageing = useAgeingPosts({ enabled });
  const items = ageing.data?.pages.flatMap((page) => page.items) ?? [];
  const first = ageing.data?.pages[0];
  if (!first || !items.length) return null;
  return (
    <Box component="section" aria-labelledby="ageing-posts-title" data-testid="ageing-posts" sx={{ p: 2.5, borderRadius: '20px', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <HistoryIcon fontSize="small" aria-hidden="true" />
        <Typography id="ageing-posts-title" variant="h6" component="h2">
          Ageing posts ({first.total})
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Live posts not updated for {first.ageingDays} days or more, {first.sort === 'age' ? 'oldest first' : 'those losing the most readers month on month first, then the oldest'}. A refresh waits in Edit for your review; the live post changes only when you take it.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, maxHeight: '24rem', overflowY: 'auto' }}>
        {items.map((post) => (
          <Stack key={post.id} component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>
                {post.title}
              </Typography>
              <AgeingNotice post={post} title={post.title} onReview={() => onEdit(post.id)} />
            </Box>
            <ReadersChange post={post} />
            <Button size="small" onClick={() => onEdit(post.id)} aria-label={`Edit ${post.title}`} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
              Edit
            </Button>
          </Stack>
        ))}
      </Box>
      {ageing.hasNextPage ? (
        <Button size="small" onClick={() => void ageing.fetchNextPage()} disabled={ageing.isFetchingNextPage} sx={{ mt: 1 }}>
          {ageing.isFetchingNextPage ? 'Loading...' : `Show more (${first.total - items.length} not shown)`}
        </Button>
      ) : null}
    </Box>
  );
}
