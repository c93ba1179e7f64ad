import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildAdminPost, mockApi } from '../../../test/admin-fixtures';
import { renderWithProviders } from '../../../test/render';
import { usePostDeletion } from './post-deletion';
import { resetToasts, Toaster } from './toast';

function DeleteButton({ onDeleted }: { onDeleted: () => void }) {
  const deletion = usePostDeletion();
  return (
    <>
      <button onClick={() => deletion.request({ id: 7, title: 'Colour grading basics' }, onDeleted)}>Delete Post</button>
      {deletion.dialog}
    </>
  );
}

afterEach(() => act(() => resetToasts()));

describe(usePostDeletion.name, () => {
  it("asks with the spec's words, deletes, and Undo restores the revision the delete answered (issue 27)", async () => {
    const api = mockApi({
      'DELETE /api/admin/blog/posts/7': { body: { id: 7, deleted: true, revisionId: 91 } },
      'POST /api/admin/blog/posts/7/revisions/91/restore': { body: buildAdminPost({ id: 7 }) },
    });
    const onDeleted = jest.fn();
    renderWithProviders(
      <>
        <DeleteButton onDeleted={onDeleted} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Post' });
    expect(within(dialog).getByText('Are you sure you want to delete "Colour grading basics"? This action cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('confirm-note')).toHaveTextContent('Undo in the notification brings it back as it was');
    expect(api.callsTo('DELETE', '/api/admin/blog/posts/7')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Blog post deleted successfully');
    expect(onDeleted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Post' })).not.toBeInTheDocument());

    fireEvent.click(within(toast).getByRole('button', { name: 'Undo delete of "Colour grading basics"' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/blog/posts/7/revisions/91/restore')).toHaveLength(1));
    expect(await screen.findByText('Delete undone')).toBeInTheDocument();
  });

  it("says the spec's error when the delete fails, and offers no Undo", async () => {
    mockApi({ 'DELETE /api/admin/blog/posts/7': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    renderWithProviders(
      <>
        <DeleteButton onDeleted={() => undefined} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Post' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete blog post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });
});
