import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildArticleFigures, buildArticlePage } from '../../../../test/analytics-fixtures';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { MoreLikeTheseOption } from './more-like-these-option';

const BEST = 'GET /api/admin/analytics/articles?days=30&sort=visitors&page=1&pageSize=15';
const article = (postId: number, visitors: number, published = true) =>
  buildArticleFigures({ postId, title: `Article ${postId}`, slug: `article-${postId}`, published, visitors, views: visitors * 2, avgReadDepth: 60, ctaRate: 0.05 });

function open(items = [article(1, 900), article(2, 800, false), article(3, 700), article(4, 600), article(5, 500), article(6, 400), article(7, 300)]) {
  const api = mockApi({ [BEST]: { body: buildArticlePage(items, { pageSize: 15 }) } });
  const onChange = jest.fn();
  renderWithProviders(<MoreLikeTheseOption onChange={onChange} />);
  return { api, onChange, last: () => onChange.mock.calls.at(-1)?.[0] };
}

describe(MoreLikeTheseOption.name, () => {
  it('asks nothing and starts from nothing while off', () => {
    const { api, last } = open();
    expect(api.calls).toHaveLength(0);
    expect(last()).toBeNull();
  });

  it('starts from the five live articles with the most readers, their figures shown, each of which can be left out', async () => {
    const { api, last } = open();
    fireEvent.click(screen.getByRole('switch', { name: 'More like these: start from the best-performing articles' }));

    const list = await screen.findByRole('list', { name: 'Articles to start from' });
    const items = within(list).getAllByRole('listitem');
    // The unpublished article is not offered: the idea job takes live posts only.
    expect(items.map((item) => within(item).getByText(/^Article/).textContent)).toEqual(['Article 1', 'Article 3', 'Article 4', 'Article 5', 'Article 6']);
    expect(items[0]).toHaveTextContent('900 readers · 1,800 views · 60% read depth · 5% CTA click-through');
    await waitFor(() => expect(last()).toEqual({ postIds: [1, 3, 4, 5, 6], days: 30 }));

    fireEvent.click(within(items[1]).getByRole('checkbox'));
    await waitFor(() => expect(last()).toEqual({ postIds: [1, 4, 5, 6], days: 30 }));
    for (const index of [0, 2, 3]) fireEvent.click(within(items[index]).getByRole('checkbox'));
    await waitFor(() => expect(last()).toEqual({ postIds: [6], days: 30 }));
    // The last one stays: with none the option would be off.
    expect(within(items[4]).getByRole('checkbox')).toBeDisabled();

    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(last()).toBeNull());
    expect(api.callsTo('GET', BEST.slice(4))).toHaveLength(1);
  });

  it('says there is nothing to start from when no live article was read lately', async () => {
    const { last } = open([article(2, 10, false)]);
    fireEvent.click(screen.getByRole('switch'));
    expect(await screen.findByTestId('more-like-these-empty')).toHaveTextContent('No live article was read in the last 30 days: there is nothing to start from yet.');
    expect(last()).toBeNull();
  });
});
