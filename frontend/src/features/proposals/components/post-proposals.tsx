import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePostProposals } from '../api/get-post-proposals';
import type { AdminPost } from '@/lib/studio/post';
import { ProposalReview } from './proposal-review';

export interface PostProposalsProps {
  postId: number;
  onAccepted?: (post: AdminPost) => void;
  /** Only these proposals (e.g. the ones an approval takes), or every one but `except`. */
  only?: number[];
  except?: number[];
  /** The section's heading; 'AI changes waiting' by default. */
  heading?: string;
  testId?: string;
}

/**
 * The post's pending AI proposals (an image, a draft, a revision, a refresh, a sentence rewrite), each to
 * take or drop. Nothing is shown while there are none: the screen stays as it was.
 */
export function PostProposals({ postId, onAccepted, only, except, heading = 'AI changes waiting', testId = 'post-proposals' }: PostProposalsProps) {
  const proposals = usePostProposals(postId);
  const items = (proposals.data ?? []).filter((proposal) => (only ? only.includes(proposal.id) : true) && !(except ?? []).includes(proposal.id));
  if (!items.length) return null;
  const titleId = `${testId}-title`;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, border: 1, borderColor: 'warning.main', display: 'grid', gap: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AutoAwesomeIcon fontSize="small" aria-hidden="true" />
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {heading} ({items.length})
        </Typography>
      </Stack>
      {items.map((proposal) => (
        <ProposalReview key={proposal.id} proposal={proposal} onAccepted={(result) => onAccepted?.(result.post)} />
      ))}
    </Box>
  );
}
