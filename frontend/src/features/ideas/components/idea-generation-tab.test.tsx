import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../../../test/render';
import type { Idea } from '../types';
import type { Job } from '@/lib/studio/job';
import { IdeaGenerationTab } from './idea-generation-tab';

const JOB_ID = '5d0a3c2e-1f4b-4c7d-8e9a-0b1c2d3e4f50';

function completedJob(counts: { requested: number; created: number; skippedDuplicates: number }): Job {
  return {
    id: JOB_ID,
    kind: 'generate-ideas',
    state: 'completed',
    progress: 100,
    stage: 'Done',
    attempts: 1,
    error: null,
    result: { ideaIds: [], count: counts.created, promptVersion: null, ...counts },
    provider: null,
    model: null,
    inputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    cancelRequested: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    startedAt: '2026-03-01T10:00:00.500Z',
    finishedAt: '2026-03-01T10:00:01.000Z',
    stages: [
      { name: 'ideas', state: 'completed', startedAt: '2026-03-01T10:00:00.500Z', finishedAt: '2026-03-01T10:00:01.000Z', provider: 'offline', model: 'offline-writer-v1', inputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0, outputTokens: 0, costUsd: 0, error: null },
    ],
  };
}

/** The studio's idea tab against a server whose idea job finished with these counts and whose list holds `ideas`. */
async function generate(job: Job, ideas: Idea[]) {
  const fetchMock = mockFetch({
    '/api/ai/drafts': ideas,
    '/api/ai/ideas/generate': { status: 202, body: { jobId: JOB_ID } },
    [`/api/ai/jobs/${JOB_ID}`]: job,
  });
  renderWithProviders(<IdeaGenerationTab />);
  fireEvent.change(screen.getByLabelText('Content Topic/Industry'), { target: { value: 'YouTube retention editing' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate Content Ideas' }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === `/api/ai/jobs/${JOB_ID}`)).toBe(true));
  await screen.findByRole('button', { name: 'Generate Content Ideas' });
  return fetchMock;
}

const NEW_IDEAS: Idea[] = [
  { id: 1, title: 'Retention Editing for Podcasters: Small Habits That Add Up', used: false },
  { id: 2, title: 'Retention Editing: Where to Begin Today', used: false },
];

describe(IdeaGenerationTab.name, () => {
  it('says how many ideas were new, and why, when a run gives fewer than asked', async () => {
    await generate(completedJob({ requested: 5, created: 2, skippedDuplicates: 3 }), NEW_IDEAS);

    const notice = await screen.findByTestId('idea-shortfall');
    expect(notice).toHaveTextContent('Only 2 of 5 ideas were new: 3 matched ideas, drafts or posts you already have. Try another topic or angle.');
    expect(screen.getByRole('heading', { name: 'Generated Ideas (2)' })).toBeInTheDocument();
  });

  it("explains an empty 'Generated Ideas (0)' when every idea matched one the admin already has", async () => {
    await generate(completedJob({ requested: 10, created: 0, skippedDuplicates: 12 }), []);

    expect(await screen.findByTestId('idea-shortfall')).toHaveTextContent(
      'None of the 10 ideas were new: every title the writer came up with matched ideas, drafts or posts you already have, so nothing was added to the list.',
    );
    expect(screen.getByRole('heading', { name: 'Generated Ideas (0)' })).toBeInTheDocument();
  });

  it('says nothing extra when the run gave every idea asked for', async () => {
    await generate(completedJob({ requested: 2, created: 2, skippedDuplicates: 1 }), NEW_IDEAS);

    expect(await screen.findByRole('heading', { name: 'Generated Ideas (2)' })).toBeInTheDocument();
    expect(screen.queryByTestId('idea-shortfall')).not.toBeInTheDocument();
  });

  it('clears the notice when the admin closes it', async () => {
    await generate(completedJob({ requested: 5, created: 2, skippedDuplicates: 3 }), NEW_IDEAS);

    const notice = await screen.findByTestId('idea-shortfall');
    fireEvent.click(notice.querySelector('button[aria-label="Close"]')!);
    await waitFor(() => expect(screen.queryByTestId('idea-shortfall')).not.toBeInTheDocument());
  });

  it("shows a refused start's 400 at the field it names, in the form's words (issue 27)", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      '/api/ai/drafts': [],
      '/api/ai/ideas/generate': { status: 400, body: { statusCode: 400, message: 'topic must be shorter than or equal to 300 characters' } },
    });
    renderWithProviders(<IdeaGenerationTab />);
    fireEvent.change(screen.getByLabelText('Content Topic/Industry'), { target: { value: 'x'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Content Ideas' }));

    expect(await screen.findByText('Content Topic/Industry is too long (max 300 characters)')).toBeInTheDocument();
    expect(screen.getByLabelText('Content Topic/Industry')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('idea-form-errors')).not.toBeInTheDocument();
  });
});
