import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildAdminPost, buildJob, buildProposal, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { TOAST_TEXT } from '@/lib/studio/toast-text';
import { postProposalsKey } from '@/lib/studio/query-keys';
import { ChangeImageModal, type ImageTarget } from './change-image-modal';

const JOB_ID = '8b6f0f7e-3c1a-4d2b-9e8f-1a2b3c4d5e6f';
const TARGET: ImageTarget = { kind: 'post', id: 7, postId: 7, title: 'Colour grading basics', currentImage: '/media/old.png' };
const finished = (result: Record<string, unknown>) => buildJob({ id: JOB_ID, kind: 'regenerate-post-image', state: 'completed', progress: 100, result });

function open(answers: Parameters<typeof mockApi>[0], queryClient = createQueryClient()) {
  const api = mockApi({ 'POST /api/admin/blog/posts/7/regenerate-image': { status: 202, body: { jobId: JOB_ID } }, ...answers });
  const onChanged = jest.fn();
  renderWithProviders(
    <>
      <ChangeImageModal target={TARGET} onClose={() => undefined} onChanged={onChanged} />
      <Toaster />
    </>,
    queryClient,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Generate New Image' }));
  return { api, onChanged };
}

afterEach(() => act(() => resetToasts()));

describe(ChangeImageModal.name, () => {
  it('says a new image is proposed, never that it was selected, and reviews it in place; accepting it is the spec\'s toast', async () => {
    const proposal = buildProposal({ id: 31, kind: 'image', changes: { featuredImage: '/media/new.png', featuredImageAlt: 'A grading desk' }, current: { featuredImage: '/media/old.png' } });
    // As the gateway does: once accepted, the proposal is no longer among the post's pending ones. The
    // studio's change poll may refetch that list before the accept's answer arrives: the review leaves the
    // screen first, and the accept must still be heard (the spec's toast, the new image shown).
    let accepted = false;
    const queryClient = createQueryClient();
    const { api, onChanged } = open({
      [`GET /api/ai/jobs/${JOB_ID}`]: { body: finished({ postId: 7, featuredImage: '/media/new.png', proposalId: 31, proposalState: 'pending' }) },
      'GET /api/admin/blog/posts/7/proposals': {
        get body() {
          return accepted ? [] : [proposal];
        },
      },
      'POST /api/admin/blog/proposals/31/accept': {
        get body() {
          accepted = true;
          return { post: buildAdminPost({ featuredImage: '/media/new.png' }), proposal: { ...proposal, state: 'accepted' } };
        },
      },
    }, queryClient);
    const answered = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await answered(input, init);
      if (String(input).endsWith('/proposals/31/accept')) {
        await queryClient.refetchQueries({ queryKey: postProposalsKey(7) });
        await waitFor(() => expect(screen.queryByTestId('proposal-review')).not.toBeInTheDocument());
      }
      return response;
    }) as typeof fetch;

    expect(await screen.findByText(TOAST_TEXT.imageProposed)).toBeInTheDocument();
    expect(screen.queryByText(TOAST_TEXT.imageSelected)).not.toBeInTheDocument();
    const review = await screen.findByTestId('image-proposal');
    expect(within(review).getByAltText('AI proposal featured image')).toHaveAttribute('src', '/media/new.png');
    expect(onChanged).not.toHaveBeenCalled();

    fireEvent.click(within(review).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/blog/proposals/31/accept')).toHaveLength(1));
    expect(await screen.findByText(TOAST_TEXT.imageSelected)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledWith('/media/new.png');
    // The modal shows the new image, not 'already decided'.
    expect(screen.queryByText(/already decided/)).not.toBeInTheDocument();
    expect(screen.getByAltText(`Featured image for ${TARGET.title}`)).toHaveAttribute('src', '/media/new.png');
  });

  it("says the spec's 'selected' only when the job itself changed the image", async () => {
    const { onChanged } = open({ [`GET /api/ai/jobs/${JOB_ID}`]: { body: finished({ postId: 7, featuredImage: '/media/new.png', proposalId: 31, proposalState: 'accepted' }) } });
    expect(await screen.findByText(TOAST_TEXT.imageSelected)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledWith('/media/new.png');
    expect(screen.queryByTestId('image-proposal')).not.toBeInTheDocument();
  });
});
