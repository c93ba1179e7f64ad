import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { OrphanPage } from '../types';
import { OrphanPosts } from './orphan-posts';

const PATH = '/api/admin/blog/orphans';
type Orphan = OrphanPage['items'][number];
const page = (items: Orphan[], number: number, total: number): OrphanPage => ({ items, page: number, pageSize: 20, total, next: number * 20 < total ? number + 1 : null });

describe(OrphanPosts.name, () => {
  it('lists the posts no published post links to, each with Edit', async () => {
    mockApi({
      [`GET ${PATH}?page=1&pageSize=20`]: {
        body: page(
          [
            { id: 3, title: 'Lonely post', slug: 'lonely-post', publishedAt: '2026-01-01T00:00:00.000Z' },
            { id: 4, title: 'Another one', slug: 'another-one', publishedAt: null },
          ],
          1,
          2,
        ),
      },
    });
    const onEdit = jest.fn();
    renderWithProviders(<OrphanPosts onEdit={onEdit} />);

    const section = await screen.findByTestId('orphan-posts');
    expect(within(section).getByRole('heading', { name: 'Orphan posts (2)' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lonely postEdit', 'Another oneEdit']);
    fireEvent.click(within(section).getByRole('button', { name: 'Edit Another one' }));
    expect(onEdit).toHaveBeenCalledWith(4);
  });

  it('asks for 20 at a time, however many there are (at 10,000 posts nearly all can be orphans)', async () => {
    const orphans = Array.from({ length: 45 }, (_, index) => ({ id: index + 1, title: `Orphan ${index + 1}`, slug: `orphan-${index + 1}`, publishedAt: null }));
    const api = mockApi({
      [`GET ${PATH}?page=1&pageSize=20`]: { body: page(orphans.slice(0, 20), 1, 45) },
      [`GET ${PATH}?page=2&pageSize=20`]: { body: page(orphans.slice(20, 40), 2, 45) },
      [`GET ${PATH}?page=3&pageSize=20`]: { body: page(orphans.slice(40), 3, 45) },
    });
    renderWithProviders(<OrphanPosts onEdit={() => {}} />);

    const section = await screen.findByTestId('orphan-posts');
    expect(within(section).getByRole('heading', { name: 'Orphan posts (45)' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(20);
    expect(api.calls.map((call) => call.url)).toEqual([`${PATH}?page=1&pageSize=20`]);
    fireEvent.click(within(section).getByRole('button', { name: 'Show more (25 not shown)' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(40));
    fireEvent.click(await within(section).findByRole('button', { name: 'Show more (5 not shown)' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem').at(-1)).toHaveTextContent('Orphan 45'));
    expect(within(section).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(3);
  });

  it('shows nothing while every post is linked', async () => {
    const api = mockApi({ [`GET ${PATH}?page=1&pageSize=20`]: { body: page([], 1, 0) } });
    renderWithProviders(<OrphanPosts onEdit={() => {}} />);
    await waitFor(() => expect(api.callsTo('GET', `${PATH}?page=1&pageSize=20`)).toHaveLength(1));
    expect(screen.queryByTestId('orphan-posts')).not.toBeInTheDocument();
  });

  it('asks nothing while it is held back', () => {
    const api = mockApi({});
    renderWithProviders(<OrphanPosts onEdit={() => {}} enabled={false} />);
    expect(api.calls).toHaveLength(0);
  });
});
