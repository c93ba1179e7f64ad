import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from './toast';
import { buildJob, buildStage, mockApi, ranStage } from '../../../test/admin-fixtures';
import { renderWithProviders } from '../../../test/render';
import { useJob } from '@/lib/studio/api/get-job';
import type { Job } from '@/lib/studio/job';
import { JobTimeline } from './job-timeline';

const T0 = '2026-11-24T20:00:01.000Z';
const JOB = buildJob();
const JOB_URL = `/api/ai/jobs/${JOB.id}`;

const rows = () => screen.getAllByTestId('job-stage-row');
const row = (stage: string) => rows().find((item) => item.dataset.stage === stage)!;

/** The timeline as the studio shows it: fed by the job's poll. */
function Watched({ onFinish }: { onFinish?: (job: Job) => void }) {
  const job = useJob(JOB.id, onFinish);
  return <JobTimeline job={job.data} />;
}

function watch(answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(answers);
  const onFinish = jest.fn();
  renderWithProviders(
    <>
      <Watched onFinish={onFinish} />
      <Toaster />
    </>,
  );
  return { api, onFinish };
}

afterEach(() => act(() => resetToasts()));

describe(JobTimeline.name, () => {
  it("shows each stage's state, elapsed time, tokens, cost and model, and the run's totals", () => {
    const running = buildJob({
      costUsd: 0.0174,
      stages: [
        ranStage('brief', T0, 1500),
        ranStage('outline', '2026-11-24T20:00:02.500Z', 42_000),
        buildStage('draft', { state: 'running', startedAt: new Date(Date.now() - 12_000).toISOString(), provider: 'anthropic', model: 'claude-sonnet-4-5' }),
        buildStage('edit'),
        buildStage('seo'),
        buildStage('cover'),
      ],
    });
    renderWithProviders(<JobTimeline job={running} />);

    expect(rows().map((item) => [item.dataset.stage, item.dataset.state])).toEqual([
      ['brief', 'completed'],
      ['outline', 'completed'],
      ['draft', 'running'],
      ['edit', 'pending'],
      ['seo', 'pending'],
      ['cover', 'pending'],
    ]);
    expect(within(row('brief')).getByTestId('stage-metrics')).toHaveTextContent('1.5 s · 1,200 in · 340 out tokens · $0.0087');
    expect(row('brief')).toHaveTextContent('Brief');
    expect(row('brief')).toHaveTextContent('Done');
    expect(row('brief')).toHaveTextContent('claude-sonnet-4-5');
    expect(within(row('outline')).getByTestId('stage-metrics')).toHaveTextContent(/^42 s ·/);
    expect(within(row('draft')).getByTestId('stage-metrics')).toHaveTextContent(/^1[23] s · 0 in · 0 out tokens · \$0\.00$/);
    expect(row('draft')).toHaveTextContent('Running');
    expect(within(row('seo')).getByTestId('stage-metrics')).toBeEmptyDOMElement();
    expect(row('seo')).toHaveTextContent('SEO');
    expect(screen.getByText('2 of 6 stages done')).toBeInTheDocument();
    expect(screen.getByTestId('job-totals')).toHaveTextContent(/^5[56] s · 3,080 tokens · \$0\.02$/);
    expect(screen.getByRole('button', { name: 'Cancel job' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Retry job' })).not.toBeInTheDocument();
  });

  it('says why a stage failed, shows what was skipped, and offers Retry', () => {
    const failed = buildJob({
      state: 'failed',
      error: 'The model answered with malformed JSON three times',
      stages: [
        ranStage('brief', T0, 1000),
        buildStage('outline', { state: 'failed', startedAt: T0, finishedAt: T0, error: 'The model answered with malformed JSON three times' }),
        ...(['draft', 'edit', 'seo', 'cover'] as const).map((name) => buildStage(name, { state: 'skipped' })),
      ],
    });
    renderWithProviders(<JobTimeline job={failed} />);

    expect(within(row('outline')).getByTestId('stage-error')).toHaveTextContent('The model answered with malformed JSON three times');
    expect(row('draft')).toHaveTextContent('Skipped');
    // The reason is said once, beside its stage.
    expect(screen.queryByTestId('job-stop-reason')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry job' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
  });

  it('says why a job stopped between stages (a cancel, a budget stop)', () => {
    const cancelled = buildJob({
      state: 'cancelled',
      error: 'Cancelled by the admin',
      stages: [ranStage('brief', T0, 1000), ...(['outline', 'draft', 'edit', 'seo', 'cover'] as const).map((name) => buildStage(name, { state: 'cancelled' }))],
    });
    renderWithProviders(<JobTimeline job={cancelled} />);

    expect(screen.getByTestId('job-stop-reason')).toHaveTextContent('Cancelled by the admin');
    expect(row('outline')).toHaveTextContent('Cancelled');
    expect(screen.getByRole('button', { name: 'Retry job' })).toBeInTheDocument();
  });

  it('folds a job first seen finished to its summary line, and unfolds it on demand', () => {
    const done = buildJob({ state: 'completed', stages: [ranStage('cover', T0, 800, { provider: 'offline', model: null, inputTokens: 0, outputTokens: 0, costUsd: 0 })] });
    renderWithProviders(<JobTimeline job={done} />);

    const toggle = screen.getByRole('button', { name: 'Stages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('list', { hidden: true })).not.toBeVisible();
    expect(screen.getByText('1 of 1 stage done')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Job stages' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Cancel job|Retry job/ })).not.toBeInTheDocument();
  });

  it('says a cancel is on its way instead of offering Cancel again', () => {
    renderWithProviders(<JobTimeline job={buildJob({ cancelRequested: true })} />);

    expect(screen.getByRole('status')).toHaveTextContent('Stopping after this stage...');
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
  });

  it('cancels through POST /api/ai/jobs/:id/cancel, then retries through /retry and follows the run to its end', async () => {
    const cancelled = buildJob({ state: 'cancelled', error: 'Cancelled by the admin', stages: JOB.stages.map((stage) => ({ ...stage, state: 'cancelled' as const })) });
    const completed = buildJob({ state: 'completed', stages: JOB.stages.map((stage) => ranStage(stage.name, T0, 500)) });
    const { api, onFinish } = watch({
      [`GET ${JOB_URL}`]: [{ body: JOB }, { body: completed }],
      [`POST ${JOB_URL}/cancel`]: { body: cancelled },
      [`POST ${JOB_URL}/retry`]: { body: buildJob({ state: 'queued', stages: cancelled.stages.map((stage) => ({ ...stage, state: 'pending' as const })) }) },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(screen.getByTestId('job-timeline')).toHaveAttribute('data-state', 'cancelled'));
    expect(api.callsTo('POST', `${JOB_URL}/cancel`)).toHaveLength(1);
    expect(onFinish).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'cancelled' }));

    fireEvent.click(screen.getByRole('button', { name: 'Retry job' }));
    await waitFor(() => expect(screen.getByTestId('job-timeline')).toHaveAttribute('data-state', 'completed'));
    expect(api.callsTo('POST', `${JOB_URL}/retry`)).toHaveLength(1);
    expect(rows().map((item) => item.dataset.state)).toEqual(['completed', 'completed', 'completed', 'completed', 'completed', 'completed']);
    // Each run ends once: the cancel, then the retried run.
    expect(onFinish.mock.calls.map(([job]) => (job as Job).state)).toEqual(['cancelled', 'completed']);
  });

  it("shows the server's reason when a cancel is refused (409) and reads the job again", async () => {
    const message = 'This job is already completed: only a queued or running job can be cancelled.';
    const { api } = watch({
      [`GET ${JOB_URL}`]: [{ body: JOB }, { body: buildJob({ state: 'completed' }) }],
      [`POST ${JOB_URL}/cancel`]: { status: 409, body: { statusCode: 409, message } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByTestId('job-timeline')).toHaveAttribute('data-state', 'completed'));
    expect(api.callsTo('GET', JOB_URL).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the budget message when a retry answers 402', async () => {
    const message = 'The monthly AI budget of $50.00 is reached ($50.12 spent this month).';
    watch({
      [`GET ${JOB_URL}`]: { body: buildJob({ state: 'failed', error: 'boom' }) },
      [`POST ${JOB_URL}/retry`]: { status: 402, body: { statusCode: 402, message } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Retry job' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(message);
  });
});
