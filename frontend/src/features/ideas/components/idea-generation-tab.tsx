import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@/components/studio/toast';
import { useGenerateIdeas, type IdeaSettings } from '../api/generate-ideas';
import { useIdeas } from '../api/get-ideas';
import { useJob } from '@/lib/studio/api/get-job';
import { IDEAS_KEY } from '@/lib/studio/query-keys';
import { useCreateDrafts } from '../api/create-drafts';
import { useStartProduction } from '@/lib/studio/api/start-production';
import { draftsCreatedDescription, TOAST_TEXT } from '@/lib/studio/toast-text';
import { ideaShortfallMessage } from '../lib/idea-shortfall';
import { notifySuccess } from '@/components/studio/notify';
import { BLOG_CATEGORIES } from '@app/site';
import { CONTENT_FOCUS_OPTIONS, DEFAULT_CATEGORY, IDEA_COUNT_OPTIONS, ideaRunSummary, ideaTitle } from '../lib/ideas';
import { isTerminal } from '@/lib/studio/job';
import { fieldErrorsOf, problemAt, type FieldErrors, type FieldSpecs } from '@/lib/studio/field-errors';
import type { Idea, IdeaRunSummary } from '../types';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import { IdeaList } from './idea-list';
import { JobProgress } from '@/components/studio/job-progress';
import { JobTimeline } from '@/components/studio/job-timeline';
import { StudioTooltip } from '@/components/studio/studio-tooltip';

/** How this form names the fields of a 400 from the idea and article starts (issue 27: shown at the field). */
const IDEA_FIELD_SPECS: FieldSpecs = {
  topic: { label: 'Content Topic/Industry' },
  title: { label: 'Content Topic/Industry' },
  excerpt: { label: 'Content Topic/Industry' },
  industry: { label: 'Blog Category' },
  category: { label: 'Blog Category' },
  tone: { label: 'Content Focus' },
  targetLength: { label: 'Number of Ideas' },
  keywords: { label: 'Keywords', item: 'a keyword' },
};

type Tone = IdeaSettings['tone'];
type Length = IdeaSettings['targetLength'];
/** The studio's "More like these" choice (the reading figures live elsewhere): it reports what to start from, or null. */
export type MoreLikeTheseSlot = (choose: (basis: IdeaSettings['moreLikeThese'] | null) => void) => ReactNode;

/** 'AI Content Ideas Generator': settings, a job with live progress, then the idea list. */
export function IdeaGenerationTab({ onArticleStarted, moreLikeThese }: { onArticleStarted?: () => void; moreLikeThese?: MoreLikeTheseSlot }) {
  const [basis, setBasis] = useState<IdeaSettings['moreLikeThese'] | null>(null);
  const queryClient = useQueryClient();
  const [topic, setTopic] = useState('');
  const [category, setCategory] = useState<string>(DEFAULT_CATEGORY);
  const [tone, setTone] = useState<Tone>('professional');
  const [length, setLength] = useState<Length>('medium');
  const [jobId, setJobId] = useState<string | null>(null);
  const [jobError, setJobError] = useState<string | null>(null);
  const [lastRun, setLastRun] = useState<IdeaRunSummary | null>(null);
  // A refused start's 400, at the field it names (the spec logs other start failures only).
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | null>(null);
  const showFieldErrors = (error: unknown) => setFieldErrors(fieldErrorsOf(error, IDEA_FIELD_SPECS));

  const ideas = useIdeas();
  const generate = useGenerateIdeas();
  const createDrafts = useCreateDrafts();
  const startArticle = useStartProduction();
  // The job id stays after the run, so its timeline (and Retry, after a failure) stays too.
  const job = useJob(jobId, (finished) => {
    void queryClient.invalidateQueries({ queryKey: IDEAS_KEY });
    setLastRun(ideaRunSummary(finished));
    if (finished.state === 'failed') {
      // Spec §8: idea generation failures are only logged; the page says the run stopped.
      console.error('Idea generation failed', finished.error);
      setJobError(finished.error ?? 'The idea generator stopped before it finished.');
    }
  });

  const running = generate.isPending || (Boolean(jobId) && !isTerminal(job.data?.state));
  const blank = !topic.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || running) return;
    setJobError(null);
    setLastRun(null);
    setFieldErrors(null);
    generate.mutate(
      { topic: topic.trim(), keywords: [], targetLength: length, tone, industry: category, moreLikeThese: basis ?? undefined },
      { onSuccess: ({ jobId: id }) => setJobId(id), onError: showFieldErrors },
    );
  };

  const writeArticle = () => {
    if (blank) return;
    setFieldErrors(null);
    startArticle.mutate(
      { title: topic.trim(), excerpt: topic.trim(), category, keywords: [] },
      {
        onSuccess: ({ blogPost }) => {
          toast({ title: 'AI is writing your article', description: `"${blogPost.title}" is in Content Workflow with live progress.` });
          onArticleStarted?.();
        },
        onError: showFieldErrors,
      },
    );
  };

  const topicProblem = [problemAt(fieldErrors, 'topic'), problemAt(fieldErrors, 'title'), problemAt(fieldErrors, 'excerpt')].filter(Boolean).join(' ') || undefined;
  const otherProblems = fieldErrors ? [...fieldErrors.other, ...fieldErrors.fields.filter((problem) => !['topic', 'title', 'excerpt'].includes(problem.root)).map((problem) => problem.text)] : [];

  const unused = (ideas.data ?? []).filter((idea) => typeof idea === 'string' || !idea.used);
  const shortfall = lastRun && ideaShortfallMessage(lastRun);

  const createFromIdeas = async (chosen: Idea[]) => {
    try {
      // Each idea keeps the category it was generated for (spec §2).
      const created = await createDrafts.mutateAsync(
        chosen.map((idea) => ({ title: ideaTitle(idea), category: (typeof idea !== 'string' && idea.category) || category })),
      );
      notifySuccess(TOAST_TEXT.draftsCreated, draftsCreatedDescription(created.length));
      return true;
    } catch (error) {
      console.error('Draft creation failed', error);
      toast({ title: TOAST_TEXT.creationFailedTitle, description: TOAST_TEXT.creationFailed, variant: 'destructive' });
      return false;
    }
  };

  return (
    <Stack spacing={3}>
      <Paper component="section" aria-labelledby="ideas-title" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '20px', border: 1, borderColor: 'divider' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: 2.5, bgcolor: 'primary.main', color: 'primary.contrastText', flexShrink: 0 }}>
            <LightbulbIcon aria-hidden="true" />
          </Box>
          <Typography id="ideas-title" variant="h5" component="h2">
            AI Content Ideas Generator
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Describe a topic, pick the category and focus, and the ideas agent brainstorms blog titles for you.
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            <TextField
              label="Content Topic/Industry"
              placeholder="e.g. YouTube editing for fitness creators"
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
              error={Boolean(topicProblem)}
              helperText={topicProblem}
              sx={{ gridColumn: { md: '1 / -1' } }}
              fullWidth
            />
            <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Blog Category" value={category} onChange={(event) => setCategory(event.target.value)} fullWidth>
              {BLOG_CATEGORIES.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Content Focus" value={tone} onChange={(event) => setTone(event.target.value as Tone)} fullWidth>
              {CONTENT_FOCUS_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Number of Ideas" value={length} onChange={(event) => setLength(event.target.value as Length)} fullWidth>
              {IDEA_COUNT_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          {moreLikeThese ? <Box sx={{ mt: 2 }}>{moreLikeThese(setBasis)}</Box> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" size="large" disabled={running || blank} startIcon={<AutoAwesomeIcon />}>
              {running ? 'Generating Ideas...' : 'Generate Content Ideas'}
            </Button>
            <StudioTooltip title="Skip the ideas: AI writes one full article on this topic as a new draft">
              <span>
                <Button
                  variant="outlined"
                  size="large"
                  disabled={blank || startArticle.isPending}
                  onClick={writeArticle}
                  startIcon={<EditNoteIcon />}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  Write Article on This Topic
                </Button>
              </span>
            </StudioTooltip>
          </Stack>
        </Box>
        {jobId ? (
          <Stack spacing={1.5} sx={{ mt: 3 }}>
            {running ? <JobProgress job={job.data} label="Idea generation progress" /> : null}
            <JobTimeline job={job.data} onChanged={() => setJobError(null)} />
          </Stack>
        ) : null}
        {otherProblems.length ? (
          <Alert severity="error" sx={{ mt: 3 }} data-testid="idea-form-errors" onClose={() => setFieldErrors(null)}>
            {otherProblems.join(' ')}
          </Alert>
        ) : null}
        {jobError ? (
          <Alert severity="warning" sx={{ mt: 3 }} onClose={() => setJobError(null)}>
            {jobError}
          </Alert>
        ) : null}
      </Paper>

      <Paper sx={{ p: { xs: 2.5, md: 4 }, borderRadius: '20px', border: 1, borderColor: 'divider' }}>
        {shortfall ? (
          <Alert
            severity={lastRun?.created ? 'info' : 'warning'}
            role="status"
            data-testid="idea-shortfall"
            sx={{ mb: 3 }}
            onClose={() => setLastRun(null)}
          >
            {shortfall}
          </Alert>
        ) : null}
        {unused.length ? (
          <IdeaList ideas={unused} onCreate={createFromIdeas} creating={createDrafts.isPending} />
        ) : (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            <Typography variant="h6" component="h3">
              Generated Ideas (0)
            </Typography>
            <Typography color="text.secondary">{ideas.isPending ? 'Loading ideas...' : 'Generated ideas appear here, ready to become drafts.'}</Typography>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
