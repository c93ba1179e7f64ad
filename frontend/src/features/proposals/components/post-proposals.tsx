import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePostProposals } from '../api/get-post-proposals';
import type { AdminPost } from '@/lib/studio/post';
import { ProposalReview } from './proposal-review';

/**
 * The post's pending AI proposals (an image, a draft, a revision), each to take or drop. Nothing is
 * shown while there are none: the editor stays as it was.
 */
export function PostProposals({ postId, onAccepted }: { postId: number; onAccepted: (post: AdminPost) => void }) {
  const proposals = usePostProposals(postId);
  const items = proposals.data ?? [];
  if (!items.length) return null;
  return (
    <Box
      component="section"
      aria-labelledby="post-proposals-title"
      data-testid="post-proposals"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, border: 1, borderColor: 'warning.main', display: 'grid', gap: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AutoAwesomeIcon fontSize="small" aria-hidden="true" />
        <Typography id="post-proposals-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          AI changes waiting ({items.length})
        </Typography>
      </Stack>
      {items.map((proposal) => (
        <ProposalReview key={proposal.id} proposal={proposal} onAccepted={(result) => onAccepted(result.post)} />
      ))}
    </Box>
  );
}
