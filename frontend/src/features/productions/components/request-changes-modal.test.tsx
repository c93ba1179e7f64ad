import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildAdminPost, buildProduction, buildProductionDetail, buildProposal, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { RequestChangesModal } from './request-changes-modal';

const PRODUCTION = buildProduction();
const POST_CONTENT = 'Intro\n\n## Lighting\nUse soft light.\n\n## Sound\nRecord room tone.\n';
const REVISE_URL = `/api/ai/productions/${PRODUCTION.id}/revise`;

function open(options: { postContent?: string; proposal?: ReturnType<typeof buildProposal> | null } = {}) {
  const api = mockApi({
    [`GET /api/ai/productions/${PRODUCTION.id}`]: { body: buildProductionDetail(options.proposal ?? null) },
    [`GET /api/admin/blog/posts/${PRODUCTION.postId}`]: { body: buildAdminPost({ id: PRODUCTION.postId, content: options.postContent ?? POST_CONTENT }) },
    [`POST ${REVISE_URL}`]: { body: { jobId: 'job-2', production: { ...PRODUCTION, status: 'revising' } } },
  });
  const onClose = jest.fn();
  renderWithProviders(<RequestChangesModal production={PRODUCTION} onClose={onClose} />);
  return { api, onClose };
}

async function chooseSection(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Section' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

const options = () => within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);

describe(RequestChangesModal.name, () => {
  it("keeps the spec's texts and its rule: no request without feedback", async () => {
    open();
    expect(screen.getByText('What changes would you like to see?')).toBeInTheDocument();
    expect(screen.getByText(/AI agents will regenerate the content based on your feedback/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Feedback'), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Request Changes' })).toBeDisabled();
  });

  it("offers 'Whole article' and every ## heading of the post, and sends the chosen section", async () => {
    const { api, onClose } = open();
    expect(await screen.findByRole('combobox', { name: 'Section' })).toHaveTextContent('Whole article');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Section' }));
    expect(options()).toEqual(['Whole article', 'Lighting', 'Sound']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Sound' }));
    fireEvent.change(screen.getByLabelText('Feedback'), { target: { value: '  Mention a lav mic  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Changes' }));
    await waitFor(() => expect(api.callsTo('POST', REVISE_URL)).toHaveLength(1));
    expect(api.callsTo('POST', REVISE_URL)[0].body).toEqual({ feedback: 'Mention a lav mic', section: 'Sound' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends section null for the whole article', async () => {
    const { api } = open();
    await screen.findByRole('combobox', { name: 'Section' });
    fireEvent.change(screen.getByLabelText('Feedback'), { target: { value: 'Shorter intro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request Changes' }));
    await waitFor(() => expect(api.callsTo('POST', REVISE_URL)).toHaveLength(1));
    expect(api.callsTo('POST', REVISE_URL)[0].body).toEqual({ feedback: 'Shorter intro', section: null });
  });

  it('lists the headings of the pending AI draft while the post still holds the placeholder', async () => {
    const proposal = buildProposal({
      kind: 'article',
      current: { content: DRAFT_PLACEHOLDER_CONTENT },
      changes: { content: '## Hook\nStart strong.\n\n## Pacing\nCut on action.\n' },
    });
    open({ postContent: DRAFT_PLACEHOLDER_CONTENT, proposal });
    await chooseSection('Pacing');
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveTextContent('Pacing');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Section' }));
    expect(options()).toEqual(['Whole article', 'Hook', 'Pacing']);
  });
});
