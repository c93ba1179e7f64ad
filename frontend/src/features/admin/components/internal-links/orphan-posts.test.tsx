import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../../test/render';
import { OrphanPosts } from './orphan-posts';

describe(OrphanPosts.name, () => {
  it('lists the posts no published post links to, each with Edit', async () => {
    mockApi({
      'GET /api/admin/blog/orphans': {
        body: [
          { id: 3, title: 'Lonely post', slug: 'lonely-post', publishedAt: '2026-01-01T00:00:00.000Z' },
          { id: 4, title: 'Another one', slug: 'another-one', publishedAt: null },
        ],
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

  it('shows nothing while every post is linked', async () => {
    const api = mockApi({ 'GET /api/admin/blog/orphans': { body: [] } });
    renderWithProviders(<OrphanPosts onEdit={() => {}} />);
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/blog/orphans')).toHaveLength(1));
    expect(screen.queryByTestId('orphan-posts')).not.toBeInTheDocument();
  });
});
