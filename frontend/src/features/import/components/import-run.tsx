import OpenIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { JobProgress } from '@/components/studio/job-progress';
import { StatusPill } from '@/components/studio/status-pill';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/session';
import { useJob } from '@/lib/studio/api/get-job';
import { useJobAction } from '@/lib/studio/api/job-action';
import { isTerminal } from '@/lib/studio/job';
import { refreshPosts } from '@/lib/studio/query-keys';
import { refreshImport } from '../api/get-import';
import { useStartImport } from '../api/start-import';
import { importedPosts, plural, postsToImport } from '../lib/report-text';
import type { ImportOutcome, ImportReportPost, ImportView } from '../types';
import { ShowMoreList } from './show-more-list';

const PANEL_SX = { p: { xs: 2, sm: 2.5 }, borderRadius: '16px' } as const;

/** The confirm: what will happen, in one sentence, and the button that starts it. Nothing is imported before it. */
function ConfirmImport({ view }: { view: ImportView }) {
  const start = useStartImport();
  const posts = postsToImport(view.report);
  const live = posts.filter((post) => post.published).length;
  const drafts = posts.length - live;
  const count = view.report.posts.toImport;
  if (!count) {
    return (
      <Alert severity="info" data-testid="import-nothing">
        Nothing to import: every post in this file is skipped (see why below).
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={PANEL_SX} data-testid="import-confirm">
      <Typography sx={{ fontWeight: 600 }}>Nothing has been imported yet.</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {[live ? `${plural(live, 'post')} will be published straight away, as on the old blog` : '', drafts ? `${plural(drafts, 'post')} will arrive as drafts` : '']
          .filter(Boolean)
          .join('; ')}
        . Check the report below, then:
      </Typography>
      <Button variant="contained" size="large" sx={{ mt: 2 }} disabled={start.isPending} onClick={() => start.mutate(view.id)}>
        Import {plural(count, 'post')}
      </Button>
      {start.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverMessage(start.error) ?? 'The import could not be started. Please try again.'}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** The running import: the job's progress ('Imported 12 of 50 posts') and Cancel. */
function ImportProgress({ view }: { view: ImportView }) {
  const queryClient = useQueryClient();
  const job = useJob(view.jobId, () => {
    void refreshImport(queryClient, view.id);
    void refreshPosts(queryClient);
  });
  const cancel = useJobAction('cancel');
  const stopping = Boolean(job.data?.cancelRequested) || cancel.isPending;
  const done = isTerminal(job.data?.state);
  return (
    <Paper variant="outlined" sx={PANEL_SX} data-testid="import-progress">
      <JobProgress job={job.data} label="Import progress" fallbackStage="Waiting to start" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button variant="outlined" color="error" disabled={!view.jobId || stopping || done} onClick={() => view.jobId && cancel.mutate(view.jobId)}>
          {stopping && !done ? 'Cancelling…' : 'Cancel import'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {done ? 'Finishing…' : 'Posts already imported stay if you cancel; each post is imported whole or not at all.'}
        </Typography>
      </Stack>
    </Paper>
  );
}

function outcomeWords(outcome: ImportOutcome): { severity: 'success' | 'warning' | 'error'; title: string; text: string } {
  const imported = plural(outcome.imported, 'post');
  if (outcome.state === 'cancelled') {
    return { severity: 'warning', title: `Import cancelled: ${imported} imported before it stopped`, text: 'They stay on the blog; the rest of the file was not imported.' };
  }
  if (outcome.state === 'failed') {
    return { severity: 'error', title: `The import stopped with an error: ${imported} imported`, text: 'The posts imported before it stopped stay on the blog; the others were not imported.' };
  }
  return {
    severity: outcome.failed ? 'warning' : 'success',
    title: `Import finished: ${imported} imported`,
    text: [outcome.skipped ? `${plural(outcome.skipped, 'post')} skipped` : '', outcome.failed ? `${plural(outcome.failed, 'post')} failed (below)` : ''].filter(Boolean).join(', '),
  };
}

function ImportedPostRow({ post }: { post: ImportReportPost }) {
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid="imported-post">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{post.title}</Typography>
        {post.published ? (
          <Link
            href={paths.article(post.slug)}
            target="_blank"
            rel="noopener"
            aria-label={`View ${post.title} live (opens in a new tab)`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
          >
            View live <OpenIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          </Link>
        ) : (
          <StatusPill>Draft</StatusPill>
        )}
      </Stack>
    </Box>
  );
}

/** What the job did: the counts, the posts that failed and why, and the imported posts with links. */
function ImportOutcomePanel({ view, onShowPosts }: { view: ImportView; onShowPosts?: () => void }) {
  const outcome = view.report.outcome;
  if (!outcome) return null;
  const words = outcomeWords(outcome);
  const posts = importedPosts(view.report);
  return (
    <Stack spacing={2} data-testid="import-outcome" data-state={outcome.state}>
      <Alert severity={words.severity}>
        <AlertTitle>{words.title}</AlertTitle>
        {words.text}
      </Alert>
      {outcome.failures.length ? (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Not imported
          </Typography>
          <Box component="ul" aria-label="Posts that failed" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {outcome.failures.map((failure, index) => (
              <li key={`${failure.title}-${index}`}>
                <strong>{failure.title}</strong>: {failure.error}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {posts.length ? (
        <Paper variant="outlined" sx={PANEL_SX}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Imported posts
            </Typography>
            {onShowPosts ? (
              <Button size="small" onClick={onShowPosts}>
                Open Content Workflow
              </Button>
            ) : null}
          </Stack>
          <ShowMoreList items={posts} label="Imported posts" render={(post) => <ImportedPostRow key={post.position} post={post} />} />
        </Paper>
      ) : null}
    </Stack>
  );
}

/** Step 2 of an import, by its state: the confirm, the running job, or what it did. */
export function ImportRun({ view, onShowPosts }: { view: ImportView; onShowPosts?: () => void }) {
  if (view.state === 'ready') return <ConfirmImport view={view} />;
  if (view.state === 'started') return <ImportProgress view={view} />;
  return <ImportOutcomePanel view={view} onShowPosts={onShowPosts} />;
}
