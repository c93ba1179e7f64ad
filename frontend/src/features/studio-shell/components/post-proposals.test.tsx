import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, buildProposal, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { PostEditor } from './post-editor';

const POST = buildAdminPost({ featuredImage: '/media/old.png' });
const IMAGE_PROPOSAL = buildProposal({
  id: 21,
  kind: 'image',
  productionId: null,
  feedback: null,
  current: { featuredImage: '/media/old.png' },
  changes: { featuredImage: '/media/new.png' },
});
const ACCEPT_URL = '/api/admin/blog/proposals/21/accept';
const REJECT_URL = '/api/admin/blog/proposals/21/reject';

function open() {
  const api = mockApi({
    [`GET /api/admin/blog/posts/${POST.id}/proposals`]: [{ body: [IMAGE_PROPOSAL] }, { body: [] }],
    [`GET /api/admin/blog/posts/${POST.id}/revisions`]: { body: [] },
    [`POST ${ACCEPT_URL}`]: { body: { post: { ...POST, featuredImage: '/media/new.png', updatedAt: '2026-11-25T09:00:00.000Z' }, proposal: { ...IMAGE_PROPOSAL, state: 'accepted' } } },
    [`POST ${REJECT_URL}`]: { body: { proposal: { ...IMAGE_PROPOSAL, state: 'rejected' } } },
  });
  renderWithProviders(
    <>
      <PostEditor post={POST} onClose={() => {}} onChangeImage={() => {}} />
      <Toaster />
    </>,
  );
  return api;
}

/** A waiting proposal is announced above the text; Review shows it beside the text. */
async function review() {
  const waiting = await screen.findByTestId('proposals-waiting');
  expect(waiting).toHaveTextContent('AI changes are waiting for this post (1)');
  fireEvent.click(within(waiting).getByRole('button', { name: 'Review' }));
  expect(screen.getByRole('tab', { name: 'AI changes (1)', selected: true })).toBeInTheDocument();
}

beforeEach(() => localStorage.clear());
afterEach(() => act(() => resetToasts()));

describe('Edit modal: pending AI proposals', () => {
  it('shows an AI image as old and new thumbnails; Accept takes it into the form', async () => {
    const api = open();
    await review();
    const panel = await screen.findByTestId('post-proposals');
    expect(within(panel).getByRole('heading', { name: 'AI changes waiting (1)' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Current featured image' })).toHaveAttribute('src', '/media/old.png');
    expect(within(panel).getByRole('img', { name: 'AI proposal featured image' })).toHaveAttribute('src', '/media/new.png');
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(1));
    expect(api.callsTo('POST', ACCEPT_URL)[0].body).toEqual({});
    await waitFor(() => expect(screen.getByLabelText('Featured Image URL')).toHaveValue('/media/new.png'));
    // Refreshed after the accept: the proposal is gone.
    await waitFor(() => expect(screen.queryByTestId('post-proposals')).not.toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: /AI changes/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('editor-pane-write')).toBeVisible();
  });

  it('drops a proposal after a confirm and keeps the form as it was', async () => {
    const api = open();
    await review();
    fireEvent.click(await screen.findByRole('button', { name: 'Drop proposal' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Drop this proposal?' })).getByRole('button', { name: 'Drop proposal' }));
    await waitFor(() => expect(api.callsTo('POST', REJECT_URL)).toHaveLength(1));
    expect(await screen.findByText('Proposal dropped')).toBeInTheDocument();
    expect(screen.getByLabelText('Featured Image URL')).toHaveValue('/media/old.png');
  });
});
