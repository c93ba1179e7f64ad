import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOrphanPosts } from '../api/get-orphan-posts';

/**
 * 'Orphan posts': published posts no other published post links to (readers and search engines reach
 * them only from the blog list), a page at a time. Nothing is shown while there are none. `enabled` false
 * holds the read back (the studio asks once its post lists are on screen).
 */
export function OrphanPosts({ onEdit, enabled = true }: { onEdit: (postId: number) => void; enabled?: boolean }) {
  const orphans = useOrphanPosts({ enabled });
  const items = orphans.data?.pages.flatMap((page) => page.items) ?? [];
  const total = orphans.data?.pages[0]?.total ?? 0;
  if (!items.length) return null;
  return (
    <Box component="section" aria-labelledby="orphan-posts-title" data-testid="orphan-posts" sx={{ p: 2.5, borderRadius: '20px', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <LinkOffIcon fontSize="small" aria-hidden="true" />
        <Typography id="orphan-posts-title" variant="h6" component="h2">
          Orphan posts ({total})
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        No published post links to these. Open a related post and add a link from its Internal links suggestions.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5, maxHeight: '16rem', overflowY: 'auto' }}>
        {items.map((orphan) => (
          <Stack key={orphan.id} component="li" direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {orphan.title}
            </Typography>
            <Button size="small" onClick={() => onEdit(orphan.id)} aria-label={`Edit ${orphan.title}`} sx={{ flexShrink: 0 }}>
              Edit
            </Button>
          </Stack>
        ))}
      </Box>
      {orphans.hasNextPage ? (
        <Button size="small" onClick={() => void orphans.fetchNextPage()} disabled={orphans.isFetchingNextPage} sx={{ mt: 1 }}>
          {orphans.isFetchingNextPage ? 'Loading...' : `Show more (${total - items.length} not shown)`}
        </Button>
      ) : null}
    </Box>
  );
}
