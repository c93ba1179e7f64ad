import BlockIcon from '@mui/icons-material/ErrorOutlined';
import PassIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BrandKitDialog } from './brand-kit-dialog';
import { type ChecksTarget, useChecks } from '@/lib/studio/api/get-checks';
import { useQueryClient } from '@tanstack/react-query';
import { useJob } from '@/lib/studio/api/get-job';
import { isTerminal, type Job } from '@/lib/studio/job';
import { refreshPosts } from '@/lib/studio/query-keys';
import { notifyError, notifyServerError } from '@/components/studio/notify';
import { toast } from '@/components/studio/toast';
import { useRewriteSentence } from '../api/rewrite-sentence';
import type { CheckItem } from '@/lib/studio/api/get-checks';

const LEVEL_ICON = {
  blocker: <BlockIcon color="error" fontSize="small" aria-label="Blocker" />,
  warning: <WarningIcon color="warning" fontSize="small" aria-label="Warning" />,
  pass: <PassIcon color="success" fontSize="small" aria-label="Passed" />,
} as const;

/** The score's icon: the same three levels as the items (the chip's text keeps the theme's contrast). */
const scoreLevel = (score: number) => (score >= 80 ? 'pass' : score >= 50 ? 'warning' : 'blocker');

/** What a finished sentence rewrite did: a proposal to review, or nothing and why (the job's result). */
export function rewriteOutcome(job: Job): { proposed: boolean; message: string } {
  const result = job.result ?? {};
  const message = typeof result.message === 'string' ? result.message : 'The rewrite finished.';
  return { proposed: result.outcome === 'proposed', message };
}

interface RowProps {
  item: CheckItem;
  postId: number | null;
  onShowInText?: (sentence: string) => void;
  onReviewProposals?: () => void;
}

/**
 * 'Rewrite this sentence' (issue 27): exactly that sentence is rewritten by AI and waits as a proposal
 * where the admin is (the editor's or the preview's AI changes); the toast says what happened.
 */
function RewriteSentence({ item, postId, onReviewProposals }: { item: CheckItem; postId: number; onReviewProposals?: () => void }) {
  const queryClient = useQueryClient();
  const rewrite = useRewriteSentence();
  const [jobId, setJobId] = useState<string | null>(null);
  const sentence = item.claim?.sentence ?? '';
  const job = useJob(jobId, (finished) => {
    setJobId(null);
    void refreshPosts(queryClient);
    if (finished.state === 'failed') return notifyError(finished.error ?? 'The sentence could not be rewritten.');
    if (finished.state !== 'completed') return;
    const outcome = rewriteOutcome(finished);
    if (!outcome.proposed) return toast({ title: 'Nothing proposed', description: outcome.message });
    toast({
      title: 'Rewrite proposed: review it',
      description: 'The article stays as it is until you take the rewrite.',
      variant: 'success',
      action: onReviewProposals ? { label: 'Review', ariaLabel: 'Review the rewritten sentence', onClick: onReviewProposals } : undefined,
    });
  });
  const working = rewrite.isPending || (jobId !== null && !isTerminal(job.data?.state));
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={working}
      onClick={() =>
        rewrite.mutate(
          { postId, sentence, problem: item.message },
          { onSuccess: (started) => setJobId(started.jobId), onError: (error) => notifyServerError(error, 'Failed to start the rewrite') },
        )
      }
    >
      {working ? 'Rewriting...' : 'Rewrite this sentence'}
    </Button>
  );
}

function ClaimFixes({ item, postId, onShowInText, onReviewProposals }: RowProps) {
  // 'Add to brand facts' opens the brand kit with the claim as a draft fact to edit and confirm (issue 29).
  const [adding, setAdding] = useState(false);
  const claim = item.claim;
  if (!claim || claim.supported) return null;
  const draftFact = claim.draftFact;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
      {onShowInText ? (
        <Button size="small" variant="outlined" onClick={() => onShowInText(claim.sentence)}>
          Show in text
        </Button>
      ) : null}
      {draftFact ? (
        <>
          <Button size="small" variant="outlined" onClick={() => setAdding(true)} aria-haspopup="dialog">
            Add to brand facts
          </Button>
          {adding ? <BrandKitDialog open draftFact={draftFact} onClose={() => setAdding(false)} /> : null}
        </>
      ) : null}
      {postId !== null ? <RewriteSentence item={item} postId={postId} onReviewProposals={onReviewProposals} /> : null}
    </Stack>
  );
}

function CheckRow({ item, postId, onShowInText, onReviewProposals }: RowProps) {
  const unsupported = item.claim && !item.claim.supported;
  return (
    <Box component="li" data-testid={`check-${item.id}`} data-level={item.level} sx={{ display: 'flex', gap: 1.25, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ pt: 0.25 }}>{LEVEL_ICON[item.level]}</Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2">{item.message}</Typography>
        {item.excerpt ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {unsupported ? (
              <Box component="mark" data-testid="unsupported-claim" sx={{ bgcolor: 'rgba(239, 68, 68, 0.18)', color: 'text.primary', px: 0.5, borderRadius: 0.5 }}>
                {item.excerpt}
              </Box>
            ) : (
              <q>{item.excerpt}</q>
            )}
          </Typography>
        ) : null}
        <ClaimFixes item={item} postId={postId} onShowInText={onShowInText} onReviewProposals={onReviewProposals} />
      </Box>
    </Box>
  );
}

export interface PublishChecklistProps {
  target: ChecksTarget;
  /** The post's newest production, if any (kept for the panels' shape). */
  productionId: number | null;
  /** The post whose sentences 'Rewrite this sentence' asks AI to rewrite; null: no rewrites offered. */
  postId: number | null;
  /** Where the article is being edited: 'Show in text' on an unsupported claim selects it there. */
  onShowInText?: (sentence: string) => void;
  /** Where the post's AI changes are reviewed on this screen: the rewrite toast's Review goes there. */
  onReviewProposals?: () => void;
}

/** Issue 16: publish readiness with its score; blockers and warnings first, the passed checks folded away. */
export function PublishChecklist({ target, postId, onShowInText, onReviewProposals }: PublishChecklistProps) {
  const checks = useChecks(target);
  const [showPassed, setShowPassed] = useState(false);
  if (checks.isPending) return <Typography color="text.secondary" role="status">Checking the article...</Typography>;
  if (checks.isError) return <Alert severity="info">The publish checklist could not be loaded.</Alert>;
  const { score, items } = checks.data;
  const open = items.filter((item) => item.level !== 'pass').sort((a, b) => (a.level === b.level ? 0 : a.level === 'blocker' ? -1 : 1));
  const passed = items.filter((item) => item.level === 'pass');
  const blockers = open.filter((item) => item.level === 'blocker').length;
  return (
    <Box component="section" aria-labelledby="checklist-title" data-testid="publish-checklist" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography id="checklist-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Publish checklist
        </Typography>
        <Chip size="small" variant="outlined" icon={LEVEL_ICON[scoreLevel(score)]} label={`Score ${score}/100`} data-testid="checklist-score" />
        <Typography variant="body2" color="text.secondary" data-testid="checklist-counts">
          {blockers} blocker{blockers === 1 ? '' : 's'} · {open.length - blockers} warning{open.length - blockers === 1 ? '' : 's'}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {open.map((item) => (
          <CheckRow key={item.id} item={item} postId={postId} onShowInText={onShowInText} onReviewProposals={onReviewProposals} />
        ))}
      </Box>
      {passed.length ? (
        <>
          <Button size="small" onClick={() => setShowPassed((value) => !value)} aria-expanded={showPassed} sx={{ mt: 1 }}>
            {showPassed ? 'Hide' : 'Show'} {passed.length} passed check{passed.length === 1 ? '' : 's'}
          </Button>
          <Collapse in={showPassed}>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {passed.map((item) => (
                <CheckRow key={item.id} item={item} postId={postId} />
              ))}
            </Box>
          </Collapse>
        </>
      ) : null}
    </Box>
  );
}
