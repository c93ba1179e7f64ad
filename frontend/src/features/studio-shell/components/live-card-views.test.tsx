import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildPostSummary, buildPostSummaryPage, buildProductionListPage, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ContentWorkflowTab } from './content-workflow-tab';

const LIST = '/api/admin/blog/posts/summaries';
const live = (id: number) => buildPostSummary({ id, title: `Live ${id}`, slug: `live-${id}`, published: true, status: 'published' });

function open(postViews: { status?: number; body: unknown }) {
  const api = mockApi({
    [`GET ${LIST}?published=false&page=1&pageSize=12`]: { body: buildPostSummaryPage([]) },
    [`GET ${LIST}?published=true&page=1&pageSize=12`]: { body: buildPostSummaryPage([live(3), live(4), live(5)]) },
    'GET /api/ai/productions/summaries?page=1&pageSize=10': { body: buildProductionListPage([]) },
    'GET /api/admin/analytics/post-views?days=30': postViews,
  });
  // Under /admin, as in the studio: the tab reads the editor's deep link (?post=<id>) from the address.
  renderWithProviders(
    <MemoryRouter initialEntries={['/admin']}>
      <ContentWorkflowTab />
    </MemoryRouter>,
  );
  return api;
}

const card = (id: number) => screen.getAllByTestId('post-card').find((element) => element.getAttribute('data-post-id') === String(id)) as HTMLElement;

describe('Content Workflow: live cards with their views', () => {
  it("shows each live post's 30-day views from one read, joined by id (none listed: 0)", async () => {
    const api = open({ body: { days: 30, from: '2026-03-01', items: [{ postId: 4, views: 1520 }, { postId: 3, views: 7 }, { postId: 99, views: 5 }] } });
    await screen.findByRole('heading', { name: 'Live 5' });
    await waitFor(() => expect(within(card(4)).getByTestId('card-views')).toHaveTextContent('1,520 views in 30 days'));
    expect(within(card(3)).getByTestId('card-views')).toHaveTextContent('7 views in 30 days');
    expect(within(card(5)).getByTestId('card-views')).toHaveTextContent('0 views in 30 days');
    expect(api.callsTo('GET', '/api/admin/analytics/post-views?days=30')).toHaveLength(1);
  });

  it('shows no views when the figures cannot be read', async () => {
    const api = open({ status: 503, body: { statusCode: 503, message: 'unavailable' } });
    await screen.findByRole('heading', { name: 'Live 5' });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/analytics/post-views?days=30')).toHaveLength(1));
    expect(screen.queryByTestId('card-views')).not.toBeInTheDocument();
  });
});
