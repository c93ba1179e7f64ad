import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, buildProduction, buildProductionDetail, buildProposal, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ProductionPreview } from './production-preview';

const CURRENT = ['Intro stays.', '', '## Lighting', 'Use soft light from a window.', '', '## Sound', 'Record room tone.', ''].join('\n');
const PROPOSED = ['Intro stays.', '', '## Lighting', 'Use warm light from a lamp.', '', '## Sound', 'Record room tone first.', ''].join('\n');

const STALE_PROPOSAL = buildProposal({
  stale: true,
  changedSinceBase: ['content', 'excerpt'],
  current: { content: CURRENT, excerpt: 'My own excerpt' },
  changes: { content: PROPOSED, excerpt: 'A warmer excerpt' },
});
const PRODUCTION = buildProduction({ hasProposal: true, stale: true });
const DETAIL_URL = `/api/ai/productions/${PRODUCTION.id}`;
const ACCEPT_URL = `/api/admin/blog/proposals/${STALE_PROPOSAL.id}/accept`;
const APPROVE_URL = `/api/ai/productions/${PRODUCTION.id}/approve`;
const STALE_409 = 'The post changed since AI started (content, excerpt edited 2026-11-24 20:31 UTC). Review the changes, or confirm to replace them.';

function open(table: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${DETAIL_URL}`]: { body: buildProductionDetail(STALE_PROPOSAL) },
    [`POST ${ACCEPT_URL}`]: { body: { post: buildAdminPost({ content: PROPOSED }), proposal: { ...STALE_PROPOSAL, state: 'accepted' } } },
    [`POST /api/admin/blog/proposals/${STALE_PROPOSAL.id}/reject`]: { body: { proposal: { ...STALE_PROPOSAL, state: 'rejected' } } },
    ...table,
  });
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <ProductionPreview productionId={PRODUCTION.id} onClose={onClose} onRequestChanges={() => {}} onChangeImage={() => {}} />
      <Toaster />
    </>,
  );
  return { api, onClose };
}

afterEach(() => act(() => resetToasts()));

describe(`${ProductionPreview.name} with a stale proposal`, () => {
  it('warns in words what was edited since AI started and shows the changes', async () => {
    open();
    const alert = await screen.findByTestId('stale-alert');
    expect(alert).toHaveTextContent(/^You edited the content and excerpt after AI started\./);
    const lighting = screen.getAllByTestId('diff-section').find((section) => section.textContent?.includes('Lighting')) as HTMLElement;
    expect([...lighting.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['soft', 'window']);
    expect([...lighting.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['warm', 'lamp']);
    const fields = screen.getByTestId('field-changes');
    expect(fields).toHaveTextContent(/^excerpt/i);
    expect([...fields.querySelectorAll('del')].map((node) => node.textContent).join(' ')).toBe('My own');
    expect([...fields.querySelectorAll('ins')].map((node) => node.textContent).join(' ')).toBe('A warmer');
    // The spec's review actions stay.
    expect(screen.getByRole('button', { name: 'Approve & Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Changes' })).toBeInTheDocument();
  });

  it("'Take all' asks first, then accepts with confirmStale and refreshes the production", async () => {
    const { api } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Take all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your edits?' });
    expect(dialog).toHaveTextContent('You edited the content and excerpt after AI started.');
    expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace my edits' }));
    await waitFor(() => expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(1));
    expect(api.callsTo('POST', ACCEPT_URL)[0].body).toEqual({ confirmStale: true });
    expect(await screen.findByText('AI changes taken')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', DETAIL_URL).length).toBeGreaterThan(1));
  });

  it("'Take selected sections' is off until a section is ticked, then sends the chosen headings without a confirm", async () => {
    const { api } = open();
    const takeSelected = await screen.findByRole('button', { name: 'Take selected sections' });
    expect(takeSelected).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sound' }));
    expect(takeSelected).toBeEnabled();
    fireEvent.click(takeSelected);
    await waitFor(() => expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(1));
    expect(api.callsTo('POST', ACCEPT_URL)[0].body).toEqual({ sections: ['Sound'] });
    expect(screen.queryByRole('dialog', { name: 'Replace your edits?' })).not.toBeInTheDocument();
  });

  it("'Drop proposal' rejects after a confirm", async () => {
    const { api } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Drop proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop this proposal?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drop proposal' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/admin/blog/proposals/${STALE_PROPOSAL.id}/reject`)).toHaveLength(1));
    expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(0);
  });

  it("'Approve & Publish' shows the server's 409 message and publishes with confirmStale once confirmed", async () => {
    const { api, onClose } = open({
      [`POST ${APPROVE_URL}`]: [{ status: 409, body: { statusCode: 409, message: STALE_409 } }, { body: buildProduction({ status: 'approved' }) }],
    });
    await screen.findByTestId('stale-alert');
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your edits?' });
    expect(dialog).toHaveTextContent(STALE_409);
    // The spec's call first: no body.
    expect(api.callsTo('POST', APPROVE_URL)[0].body).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace my edits and publish' }));
    await waitFor(() => expect(api.callsTo('POST', APPROVE_URL)).toHaveLength(2));
    expect(api.callsTo('POST', APPROVE_URL)[1].body).toEqual({ confirmStale: true });
    expect(await screen.findByText('Article approved and published!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("'Schedule' approves with the chosen publishAt instead of publishing now (issue 17)", async () => {
    const { api, onClose } = open({ [`POST ${APPROVE_URL}`]: { body: buildProduction({ status: 'approved' }) } });
    await screen.findByTestId('stale-alert');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve & Schedule' }));

    await waitFor(() => expect(api.callsTo('POST', APPROVE_URL)).toHaveLength(1));
    const { publishAt } = api.callsTo('POST', APPROVE_URL)[0].body as { publishAt: string };
    expect(new Date(publishAt).getTime()).toBeGreaterThan(Date.now());
    expect(await screen.findByText(/^Scheduled for /)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("'Schedule' of a stale proposal shows the server's 409 message and keeps the dialog", async () => {
    open({ [`POST ${APPROVE_URL}`]: { status: 409, body: { statusCode: 409, message: STALE_409 } } });
    await screen.findByTestId('stale-alert');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Schedule post' })).getByRole('button', { name: 'Approve & Schedule' }));

    expect(await screen.findByText(STALE_409)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule post' })).toBeInTheDocument();
  });

  it("shows the spec's error toast when approving fails for another reason", async () => {
    open({ [`POST ${APPROVE_URL}`]: { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    await screen.findByTestId('stale-alert');
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Publish' }));
    expect(await screen.findByText('Failed to approve article')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Replace your edits?' })).not.toBeInTheDocument();
  });
});

describe(`${ProductionPreview.name} reads the production it shows`, () => {
  it('asks for the one production by id and shows its article once it arrives', async () => {
    const { api } = open({ [`GET ${DETAIL_URL}`]: { body: buildProductionDetail(null, { title: 'The whole production', finalContent: '## Framing\n\nLeave headroom.' }) } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the production...');
    expect(await screen.findByTestId('production-title')).toHaveTextContent('The whole production');
    expect(await screen.findByRole('heading', { name: 'Framing' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toContain(`GET ${DETAIL_URL}`);
    expect(api.calls.some((call) => call.url === '/api/ai/productions')).toBe(false);
  });

  it('says so when the production cannot be read', async () => {
    open({ [`GET ${DETAIL_URL}`]: { status: 404, body: { statusCode: 404, message: 'Production not found' } } });
    expect(await screen.findByText('The production could not be loaded. Close the preview and try again.')).toBeInTheDocument();
  });
});

describe(`${ProductionPreview.name} without a proposal`, () => {
  it('shows the article as before, with no proposal actions', async () => {
    const { api } = open({ [`GET ${DETAIL_URL}`]: { body: buildProductionDetail(null) } });
    await waitFor(() => expect(api.callsTo('GET', DETAIL_URL)).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Lighting' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take all' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('stale-alert')).not.toBeInTheDocument();
  });
});

describe(`${ProductionPreview.name} checks`, () => {
  it('marks the unsupported claims in the article text, not the supported ones', async () => {
    const production = buildProductionDetail(null, { finalContent: CURRENT });
    const claim = (sentence: string, supported: boolean) => ({ id: sentence, level: supported ? 'pass' : 'blocker', message: 'Claim', excerpt: sentence, claim: { sentence, section: 'Lighting', supported } });
    mockApi({
      [`GET /api/ai/productions/${production.id}`]: { body: production },
      [`GET /api/ai/productions/${production.id}/checks`]: { body: { score: 70, items: [claim('Use soft light from a window.', false), claim('Record room tone.', true)] } },
    });
    renderWithProviders(<ProductionPreview productionId={production.id} onClose={() => {}} onRequestChanges={() => {}} onChangeImage={() => {}} />);

    const body = await screen.findByTestId('article-body');
    const marks = await within(body).findAllByTestId('claim-in-text');

    expect(marks.map((mark) => mark.textContent)).toEqual(['Use soft light from a window.']);
    expect(within(body).getByText('Record room tone.')).toBeInTheDocument();
  });
});
