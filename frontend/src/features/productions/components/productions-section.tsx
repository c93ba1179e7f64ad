import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ACTIVE_PRODUCTION_STATUSES, isActiveProductionStatus } from '@app/site';
import { useJob } from '@/lib/studio/api/get-job';
import type { JobAction } from '@/lib/studio/api/job-action';
import { refreshPosts } from '@/lib/studio/query-keys';
import { useDeleteProduction } from '../api/delete-production';
import { useProductionSummaries } from '../api/get-production-summaries';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { toast } from '@/components/studio/toast';
import { PRODUCTION_STATUS_LABEL } from '../lib/production-status';
import { formatDateTime } from '@/lib/studio/dates';
import type { Job } from '@/lib/studio/job';
import type { ProductionListItem, ProductionStatus } from '../types';
import { ConfirmDialog } from '@/components/studio/confirm-dialog';
import { JobProgress } from '@/components/studio/job-progress';
import { JobTimeline } from '@/components/studio/job-timeline';
import { StatusPill } from '@/components/studio/status-pill';
import { StudioTooltip } from '@/components/studio/studio-tooltip';

const STATUS_TONE: Record<ProductionStatus, 'info' | 'success' | 'warning' | 'error' | 'neutral'> = {
  queued: 'neutral',
  writing: 'info',
  revising: 'info',
  ready_for_review: 'warning',
  approved: 'success',
  failed: 'error',
  published: 'success',
  scheduled: 'warning',
  superseded: 'neutral',
};

export function ProductionStatusPill({ status }: { status: ProductionStatus }) {
  return (
    <StatusPill tone={STATUS_TONE[status]} testId="production-status">
      {PRODUCTION_STATUS_LABEL[status]}
    </StatusPill>
  );
}

/** What the progress of a production needs: a list row, or a post card's newest production. */
type ProductionJobRef = Pick<ProductionListItem, 'title' | 'status' | 'currentJobId'>;

/** Live progress of a production's job; when it ends, the posts and productions are refreshed (and `onFinished` told). */
export function ProductionProgress({ production, onFinished }: { production: ProductionJobRef; onFinished?: (job: Job) => void }) {
  const queryClient = useQueryClient();
  const job = useJob(production.currentJobId, (finished) => {
    void refreshPosts(queryClient);
    onFinished?.(finished);
  });
  const label = production.status === 'revising' ? 'Revision progress' : 'Writing progress';
  return <JobProgress job={job.data} label={`${label}: ${production.title}`} />;
}

/**
 * What a finished article job made, said as it is (issue 27): AI text arrives for review, never published by
 * itself; the toast's Review opens it in Production Preview.
 */
export function notifyArticleReady(job: Job, title: string, review: () => void) {
  if (job.state !== 'completed' || (job.kind !== 'produce-article' && job.kind !== 'revise-article')) return;
  const revision = job.kind === 'revise-article';
  toast({
    title: revision ? 'AI revision proposed: review it' : 'AI draft ready: review it',
    description: revision ? `"${title}" stays as it is until you take the changes.` : `"${title}" is not published until you approve it.`,
    variant: 'success',
    action: { label: 'Review', ariaLabel: `Review ${revision ? 'the AI revision' : 'the AI draft'} of "${title}"`, onClick: review },
  });
}

/** A production whose job is writing: its card shows live progress (@app/site's active statuses, which the gateway uses too). */
export const isActiveProduction = (production: { status: ProductionStatus }) => isActiveProductionStatus(production.status);

/** How many productions AI is working on, and how many wait for review, from a page's counts by status. */
export function productionTally(counts: Record<ProductionStatus, number> | undefined) {
  return {
    inProgress: ACTIVE_PRODUCTION_STATUSES.reduce((sum, status) => sum + (counts?.[status] ?? 0), 0),
    readyForReview: counts?.ready_for_review ?? 0,
  };
}

function ProductionError({ production }: { production: ProductionListItem }) {
  if (production.status !== 'failed' || !production.error) return null;
  return (
    <Typography variant="body2" color="error">
      {production.error}
    </Typography>
  );
}

/**
 * The timeline of a production's latest job. It shows while the job runs or after it failed (with Cancel or
 * Retry), and stays once seen; a finished production's stages are read only when the admin asks for them.
 * A retried job puts its production back to work once the worker takes it: the lists are read again then.
 */
function ProductionJob({ production }: { production: ProductionListItem }) {
  const queryClient = useQueryClient();
  const attention = isActiveProduction(production) || production.status === 'failed';
  const [shown, setShown] = useState(attention);
  if (attention && !shown) setShown(true);
  const retried = useRef(false);
  const job = useJob(shown ? production.currentJobId : null, () => {
    if (retried.current) void refreshPosts(queryClient);
    retried.current = false;
  });
  const state = job.data?.state;
  useEffect(() => {
    if (state === 'running' && retried.current) void refreshPosts(queryClient);
  }, [state, queryClient]);

  if (!production.currentJobId) return null;
  // A job whose row is gone (the queue refused it): the production's own error is all there is to say.
  if (job.isError) return <ProductionError production={production} />;
  if (!shown) {
    return (
      <Button size="small" onClick={() => setShown(true)} aria-label={`Show AI stages: ${production.title}`} sx={{ justifySelf: 'start' }}>
        Show AI stages
      </Button>
    );
  }
  const changed = (_job: Job, action: JobAction) => {
    retried.current = action === 'retry';
    void refreshPosts(queryClient);
  };
  return <JobTimeline job={job.data} onChanged={changed} />;
}

/**
 * 'AI Productions': the AI-written articles, newest first, a page at a time ('Load more'), each with its
 * status, live progress and review actions. The rows carry no article: Preview reads the one production.
 */
export function ProductionsSection({ onPreview }: { onPreview: (productionId: number) => void }) {
  const [deleting, setDeleting] = useState<ProductionListItem | null>(null);
  const remove = useDeleteProduction();
  const query = useProductionSummaries();
  const productions = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const tally = productionTally(query.data?.pages[0]?.counts);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('Production deleted', 'The post itself stays in your drafts.');
        setDeleting(null);
      },
      onError: (error) => notifyServerError(error, 'Failed to delete production'),
    });
  };

  return (
    <Paper component="section" aria-labelledby="productions-title" sx={{ p: { xs: 2, md: 3 }, borderRadius: '20px', border: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography id="productions-title" variant="h6" component="h3">
          AI Productions
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {tally.inProgress} in progress · {tally.readyForReview} ready for review
        </Typography>
      </Stack>
      {productions.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid="productions-list">
          {productions.map((production) => (
            <Box
              component="li"
              key={production.id}
              data-testid="production-row"
              data-status={production.status}
              sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider', display: 'grid', gap: 1.25 }}
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis' }}>{production.title}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    Started {formatDateTime(production.createdAt)}
                    {production.blogPost?.published && production.status !== 'published' ? ' · Live on the blog' : ''}
                    {production.stale ? ' · Post edited since AI started' : production.hasProposal ? ' · AI changes to review' : ''}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <ProductionStatusPill status={production.status} />
                  <Button size="small" variant={production.status === 'ready_for_review' ? 'contained' : 'outlined'} startIcon={<VisibilityIcon />} onClick={() => onPreview(production.id)} aria-label={`Preview ${production.title}`}>
                    Preview
                  </Button>
                  <StudioTooltip title="Delete this production (the post stays)">
                    <IconButton size="small" aria-label={`Delete production ${production.title}`} onClick={() => setDeleting(production)}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </StudioTooltip>
                </Stack>
              </Stack>
              {isActiveProduction(production) ? (
                <ProductionProgress production={production} onFinished={(job) => notifyArticleReady(job, production.title, () => onPreview(production.id))} />
              ) : null}
              {/* Its timeline says why a failed job stopped (the row says it only for a job without one). */}
              <ProductionJob production={production} />
              {production.currentJobId ? null : <ProductionError production={production} />}
            </Box>
          ))}
        </Box>
      ) : query.isPending ? (
        <Skeleton variant="rounded" height={72} sx={{ borderRadius: 3 }} />
      ) : query.isError ? (
        <Typography color="text.secondary">The productions could not be loaded. Reload the page to try again.</Typography>
      ) : (
        <Typography color="text.secondary">No AI productions yet. Use &lsquo;Write with AI&rsquo; on a draft that is Ready for Writing.</Typography>
      )}
      {productions.length ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Showing {productions.length} of {total} productions
          </Typography>
          {query.hasNextPage ? (
            <Button variant="outlined" size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete production"
        message={`Delete the AI production "${deleting?.title ?? ''}"? Its post stays in your drafts.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
