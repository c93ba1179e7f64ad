import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { REFRESH_TEXT } from '@/features/insights/components/ageing-notice';
import { buildJob, mockApi } from '../../../../test/admin-fixtures';
import { buildArticlePage, buildCategoryList, buildOverview, buildReadersLost, buildReadersLostPage } from '../../../../test/analytics-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { PerformancePanel } from './performance-panel';

const API = '/api/admin/analytics';
const JOB_ID = '8b6f0f7e-3c1a-4d2b-9e8f-1a2b3c4d5e6f';

afterEach(() => act(() => resetToasts()));

describe(PerformancePanel.name, () => {
  it("loads the Performance view, whose articles losing readers offer insights' Refresh with AI", async () => {
    const api = mockApi({
      [`GET ${API}/overview?days=30`]: { body: buildOverview() },
      [`GET ${API}/articles?days=30&sort=views&page=1&pageSize=20`]: { body: buildArticlePage([]) },
      [`GET ${API}/categories?days=30`]: { body: buildCategoryList([]) },
      [`GET ${API}/readers-lost?page=1&pageSize=10`]: { body: buildReadersLostPage([buildReadersLost({ postId: 9, title: 'Editing vlogs in 2024' })]) },
      'POST /api/admin/blog/posts/9/refresh': { status: 202, body: { jobId: JOB_ID, postId: 9 } },
      [`GET /api/ai/jobs/${JOB_ID}`]: { body: buildJob({ id: JOB_ID, kind: 'refresh-article', state: 'running', stage: 'Drafting' }) },
    });
    renderWithProviders(
      <>
        <PerformancePanel />
        <Toaster />
      </>,
    );

    const row = await screen.findByTestId('readers-lost-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Refresh with AI: Editing vlogs in 2024' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/blog/posts/9/refresh')).toHaveLength(1));
    expect(await screen.findByText(REFRESH_TEXT.started)).toBeInTheDocument();
    // The button gives way to the job's progress while it runs.
    expect(await within(row).findByRole('progressbar')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Refresh with AI/ })).not.toBeInTheDocument();
  });
});
