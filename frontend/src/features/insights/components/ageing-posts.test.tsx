import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { AgeingPage, AgeingPost } from '../types';
import { AgeingPosts } from './ageing-posts';

const PATH = '/api/admin/blog/ageing';
const post = (id: number, ageDays: number, readers: Partial<Pick<AgeingPost, 'readers' | 'previousReaders' | 'lostReaders'>> = {}): AgeingPost => ({
  id,
  title: `Old post ${id}`,
  slug: `old-post-${id}`,
  publishedAt: null,
  updatedAt: '2024-01-01T00:00:00.000Z',
  ageDays,
  readers: 0,
  previousReaders: 0,
  lostReaders: 0,
  ...readers,
});
const page = (items: AgeingPost[], number: number, total: number, sort: AgeingPage['sort'] = 'age'): AgeingPage => ({ ageingDays: 365, sort, items, page: number, pageSize: 20, total, next: number * 20 < total ? number + 1 : null });

describe(AgeingPosts.name, () => {
  it('lists the ageing posts a page at a time, oldest first, each with Refresh with AI and Edit', async () => {
    const posts = Array.from({ length: 25 }, (_, index) => post(index + 1, 700 - index));
    const api = mockApi({
      [`GET ${PATH}?page=1&pageSize=20`]: { body: page(posts.slice(0, 20), 1, 25) },
      [`GET ${PATH}?page=2&pageSize=20`]: { body: page(posts.slice(20), 2, 25) },
    });
    const onEdit = jest.fn();
    renderWithProviders(<AgeingPosts onEdit={onEdit} />);

    const section = await screen.findByTestId('ageing-posts');
    expect(within(section).getByRole('heading', { name: 'Ageing posts (25)' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Live posts not updated for 365 days or more, oldest first.');
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Old post 1');
    expect(rows[0]).toHaveTextContent('Not updated for 700 days');
    expect(within(rows[0]).getByRole('button', { name: 'Refresh with AI: Old post 1' })).toBeInTheDocument();
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Edit Old post 2' }));
    expect(onEdit).toHaveBeenCalledWith(2);

    fireEvent.click(within(section).getByRole('button', { name: 'Show more (5 not shown)' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(25));
    expect(within(section).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual([`${PATH}?page=1&pageSize=20`, `${PATH}?page=2&pageSize=20`]);
  });

  it('ranks by readers lost as the server orders them, showing the readers lost beside the age', async () => {
    const items = [post(3, 400, { readers: 80, previousReaders: 1200, lostReaders: 1120 }), post(1, 900, { readers: 5, previousReaders: 9, lostReaders: 4 }), post(2, 800, { readers: 12, previousReaders: 3 }), post(4, 1000)];
    mockApi({ [`GET ${PATH}?page=1&pageSize=20`]: { body: page(items, 1, 4, 'lost') } });
    renderWithProviders(<AgeingPosts onEdit={() => {}} />);

    const section = await screen.findByTestId('ageing-posts');
    expect(section).toHaveTextContent('Live posts not updated for 365 days or more, those losing the most readers month on month first, then the oldest.');
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Old post/).textContent)).toEqual(['Old post 3', 'Old post 1', 'Old post 2', 'Old post 4']);
    expect(rows[0]).toHaveTextContent('Not updated for 400 days');
    expect(within(rows[0]).getByTestId('ageing-readers')).toHaveTextContent('−1,120 readers month on month1,200 → 80 in 30 days');
    expect(within(rows[1]).getByTestId('ageing-readers')).toHaveTextContent('−4 readers month on month9 → 5 in 30 days');
    // Gaining readers is no loss: its readers lately; never read, nothing.
    expect(within(rows[2]).getByTestId('ageing-readers')).toHaveTextContent('12 readers in 30 days');
    expect(within(rows[3]).queryByTestId('ageing-readers')).not.toBeInTheDocument();
  });

  it('shows nothing while no post is ageing, and asks nothing while held back', async () => {
    const api = mockApi({ [`GET ${PATH}?page=1&pageSize=20`]: { body: page([], 1, 0) } });
    const { unmount } = renderWithProviders(<AgeingPosts onEdit={() => {}} enabled={false} />);
    expect(api.calls).toHaveLength(0);
    unmount();

    renderWithProviders(<AgeingPosts onEdit={() => {}} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByTestId('ageing-posts')).not.toBeInTheDocument();
  });
});
