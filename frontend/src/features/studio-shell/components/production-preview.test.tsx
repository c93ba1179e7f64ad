import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, buildProduction, buildProductionDetail, buildProductionPreview, buildProposal, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ProductionPreview } from './production-preview';

const CURRENT = ['Intro stays.', '', '## Lighting', 'Use soft light from a window.', '', '## Sound', 'Record room tone.', ''].join('\n');
const PROPOSED = ['Intro stays.', '', '## Lighting', 'Use warm light from a lamp.', '', '## Sound', 'Record room tone first.', ''].join('\n');

const STALE_PROPOSAL = buildProposal({
  stale: true,
  overwrites: ['content', 'excerpt'],
  changedSinceBase: ['content', 'excerpt'],
  current: { content: CURRENT, excerpt: 'My own excerpt' },
  changes: { content: PROPOSED, excerpt: 'A warmer excerpt' },
});
const PRODUCTION = buildProduction({ title: 'The AI title', hasProposal: true, stale: true });
const DETAIL_URL = `/api/ai/productions/${PRODUCTION.id}`;
const PREVIEW_URL = `/api/ai/productions/${PRODUCTION.id}/preview`;
const ACCEPT_URL = `/api/admin/blog/proposals/${STALE_PROPOSAL.id}/accept`;
const APPROVE_URL = `/api/ai/productions/${PRODUCTION.id}/approve`;
const STALE_409 = 'The post changed since AI started (content, excerpt edited 2026-11-24 20:31 UTC). Review the changes, or confirm to replace them.';

/** What goes live: the post (its real title, cover and alt text) with the pending revision applied. */
const LIVE_POST = buildAdminPost({ title: 'My real title', content: PROPOSED, featuredImage: '/media/cover.png', featuredImageAlt: 'A lamp lighting a face' });
const PREVIEW = buildProductionPreview({
  productionId: PRODUCTION.id,
  version: '2026-11-24T20:31:00.000Z~9',
  post: { ...LIVE_POST, keywords: ['grading'] },
  proposals: [{ id: STALE_PROPOSAL.id, kind: 'revision', jobId: 'job-1', fields: ['content', 'excerpt'], stale: true, overwrites: ['content', 'excerpt'], changedSinceBase: ['content', 'excerpt'] }],
  needsConfirmStale: true,
});

function open(table: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${DETAIL_URL}`]: { body: buildProductionDetail(STALE_PROPOSAL, PRODUCTION) },
    [`GET ${PREVIEW_URL}`]: { body: PREVIEW },
    [`GET /api/admin/blog/posts/${PRODUCTION.postId}/proposals`]: { body: [STALE_PROPOSAL] },
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

/** The 'AI changes' tab, where the pending proposals are reviewed. */
async function openChanges() {
  fireEvent.click(await screen.findByRole('tab', { name: /^AI changes/ }));
  return screen.findByTestId('approval-proposals');
}

afterEach(() => act(() => resetToasts()));

describe(`${ProductionPreview.name}: what goes live (issue 27)`, () => {
  it('shows the post with the pending changes applied: its real title, the cover with its alt text, the text', async () => {
    open();
    expect(await screen.findByTestId('production-title')).toHaveTextContent('My real title');
    expect(screen.getByTestId('preview-alt')).toHaveTextContent('Alt text: A lamp lighting a face');
    expect(screen.getByAltText('A lamp lighting a face')).toBeInTheDocument();
    expect(await within(screen.getByTestId('preview-live')).findByText('Use warm light from a lamp.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI changes (1)' })).toBeInTheDocument();
  });

  it("'Approve & Publish' sends the version previewed; a 409 refreshes the preview, says what changed and who, and the next approval sends the new version", async () => {
    const now = buildProductionPreview({ ...PREVIEW, version: '2026-11-24T20:45:00.000Z~9', post: { ...PREVIEW.post, title: 'Renamed in another tab' }, needsConfirmStale: false });
    const conflict = {
      since: '2026-11-24T20:31:00.000Z',
      post: now.post,
      changedFields: ['title'],
      changes: [{ at: '2026-11-24T20:45:00.000Z', reason: 'admin edit', fields: ['title'], by: { kind: 'another-tab', label: 'another tab', jobId: null, jobKind: null, proposalId: null } }],
      preview: now,
    };
    const { api, onClose } = open({
      [`POST ${APPROVE_URL}`]: [
        { status: 409, body: { statusCode: 409, message: 'What you previewed is out of date: title changed by another tab, 2026-11-24 20:45 UTC. Look at the preview again, then approve.', conflict } },
        { body: { ...buildProductionDetail(null, { status: 'published' }), post: now.post } },
      ],
    });
    await screen.findByTestId('preview-live');
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Publish' }));

    const changed = await screen.findByTestId('preview-changed');
    expect(changed).toHaveTextContent('What you previewed changed, so nothing was published');
    expect(changed).toHaveTextContent('title changed by another tab');
    expect(changed).toHaveTextContent(/Title, by another tab, /);
    expect(screen.getByTestId('production-title')).toHaveTextContent('Renamed in another tab');
    expect(api.callsTo('POST', APPROVE_URL)[0].body).toEqual({ version: '2026-11-24T20:31:00.000Z~9' });
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Approve & Publish' }));
    await waitFor(() => expect(api.callsTo('POST', APPROVE_URL)).toHaveLength(2));
    expect(api.callsTo('POST', APPROVE_URL)[1].body).toEqual({ version: '2026-11-24T20:45:00.000Z~9' });
    expect(await screen.findByText('Article approved and published!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("'Approve & Publish' of a stale proposal shows the server's 409 and publishes with confirmStale, by the same version, once confirmed", async () => {
    const { api, onClose } = open({
      [`POST ${APPROVE_URL}`]: [{ status: 409, body: { statusCode: 409, message: STALE_409 } }, { body: { ...buildProductionDetail(null, { status: 'published' }), post: LIVE_POST } }],
    });
    await screen.findByTestId('preview-live');
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your edits?' });
    expect(dialog).toHaveTextContent(STALE_409);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace my edits and publish' }));
    await waitFor(() => expect(api.callsTo('POST', APPROVE_URL)).toHaveLength(2));
    expect(api.callsTo('POST', APPROVE_URL)[1].body).toEqual({ version: PREVIEW.version, confirmStale: true });
    expect(await screen.findByText('Article approved and published!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("'Schedule' approves by the version previewed with the chosen publishAt (issue 17)", async () => {
    const { api, onClose } = open({ [`POST ${APPROVE_URL}`]: { body: { ...buildProductionDetail(null, { status: 'scheduled' }), post: LIVE_POST } } });
    await screen.findByTestId('preview-live');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule post' });
    expect(dialog).toHaveTextContent('My real title');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve & Schedule' }));

    await waitFor(() => expect(api.callsTo('POST', APPROVE_URL)).toHaveLength(1));
    const body = api.callsTo('POST', APPROVE_URL)[0].body as { publishAt: string; version: string };
    expect(body.version).toBe(PREVIEW.version);
    expect(new Date(body.publishAt).getTime()).toBeGreaterThan(Date.now());
    expect(await screen.findByText(/^Scheduled for /)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the spec's error toast when approving fails for another reason", async () => {
    open({ [`POST ${APPROVE_URL}`]: { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    await screen.findByTestId('preview-live');
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Publish' }));
    expect(await screen.findByText('Failed to approve article')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Replace your edits?' })).not.toBeInTheDocument();
  });

  it('marks the unsupported claims in what goes live, not the supported ones', async () => {
    const claim = (sentence: string, supported: boolean) => ({ id: sentence, level: supported ? 'pass' : 'blocker', message: 'Claim', excerpt: sentence, claim: { sentence, section: 'Lighting', supported, verdict: supported ? 'supported' : 'unsupported', atoms: [] } });
    open({ [`GET /api/ai/productions/${PRODUCTION.id}/checks`]: { body: { score: 70, items: [claim('Use warm light from a lamp.', false), claim('Record room tone first.', true)] } } });
    const body = await within(await screen.findByTestId('preview-live')).findByTestId('article-body');
    const marks = await within(body).findAllByTestId('claim-in-text');
    expect(marks.map((mark) => mark.textContent)).toEqual(['Use warm light from a lamp.']);
  });
});

describe(`${ProductionPreview.name}: the AI changes, taken or dropped where the admin is`, () => {
  it('warns in words what the whole accept would replace and shows the changes', async () => {
    open();
    const changes = await openChanges();
    const alert = await within(changes).findByTestId('stale-alert');
    expect(alert).toHaveTextContent(/^You edited the content and excerpt after AI started\./);
    const lighting = within(changes).getAllByTestId('diff-section').find((section) => section.textContent?.includes('Lighting')) as HTMLElement;
    expect([...lighting.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['soft', 'window']);
    expect([...lighting.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['warm', 'lamp']);
    // The spec's review actions stay.
    expect(screen.getByRole('button', { name: 'Approve & Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Changes' })).toBeInTheDocument();
  });

  it("'Take all' asks first, then accepts with confirmStale and reads what goes live again", async () => {
    const { api } = open();
    const changes = await openChanges();
    fireEvent.click(await within(changes).findByRole('button', { name: 'Take all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your edits?' });
    expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace my edits' }));
    await waitFor(() => expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(1));
    expect(api.callsTo('POST', ACCEPT_URL)[0].body).toEqual({ confirmStale: true });
    expect(await screen.findByText('AI changes taken')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', PREVIEW_URL).length).toBeGreaterThan(1));
  });

  it("'Take selected sections' sends the chosen headings without a confirm; 'Drop proposal' rejects after one", async () => {
    const { api } = open();
    const changes = await openChanges();
    const takeSelected = await within(changes).findByRole('button', { name: 'Take selected sections' });
    expect(takeSelected).toBeDisabled();
    fireEvent.click(within(changes).getByRole('checkbox', { name: 'Sound' }));
    fireEvent.click(takeSelected);
    await waitFor(() => expect(api.callsTo('POST', ACCEPT_URL)).toHaveLength(1));
    expect(api.callsTo('POST', ACCEPT_URL)[0].body).toEqual({ sections: ['Sound'] });

    fireEvent.click(within(changes).getByRole('button', { name: 'Drop proposal' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Drop this proposal?' })).getByRole('button', { name: 'Drop proposal' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/admin/blog/proposals/${STALE_PROPOSAL.id}/reject`)).toHaveLength(1));
  });

  it('lists the post\'s other pending changes (a sentence rewrite) apart, as not in this approval', async () => {
    const rewrite = buildProposal({ id: 40, productionId: null, kind: 'sentence', sentence: { original: 'We have 900M views.', replacement: 'We have many views.' }, current: { content: CURRENT }, changes: { content: CURRENT } });
    open({
      [`GET ${PREVIEW_URL}`]: { body: { ...PREVIEW, otherPendingProposals: 1 } },
      [`GET /api/admin/blog/posts/${PRODUCTION.postId}/proposals`]: { body: [rewrite, STALE_PROPOSAL] },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'AI changes (2)' }));
    const others = await screen.findByTestId('other-proposals');
    expect(within(others).getByTestId('sentence-change')).toHaveTextContent('900M');
    expect(within(others).getByRole('button', { name: 'Take rewrite' })).toBeInTheDocument();
    expect(within(screen.getByTestId('approval-proposals')).queryByTestId('sentence-change')).not.toBeInTheDocument();
  });
});

describe(`${ProductionPreview.name} reads the production it shows`, () => {
  it('asks for the one production and what goes live by id', async () => {
    const { api } = open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the production...');
    await screen.findByTestId('preview-live');
    const urls = api.calls.map((call) => `${call.method} ${call.url}`);
    expect(urls).toEqual(expect.arrayContaining([`GET ${DETAIL_URL}`, `GET ${PREVIEW_URL}`]));
    expect(api.calls.some((call) => call.url === '/api/ai/productions')).toBe(false);
  });

  it('says so when the production cannot be read', async () => {
    open({ [`GET ${DETAIL_URL}`]: { status: 404, body: { statusCode: 404, message: 'Production not found' } } });
    expect(await screen.findByText('The production could not be loaded. Close the preview and try again.')).toBeInTheDocument();
  });

  it('offers no review actions once the post is live (the status follows the post)', async () => {
    open({ [`GET ${DETAIL_URL}`]: { body: buildProductionDetail(null, { ...PRODUCTION, status: 'published' }) }, [`GET ${PREVIEW_URL}`]: { body: { ...PREVIEW, status: 'published', proposals: [] } } });
    await screen.findByTestId('preview-live');
    expect(screen.getByTestId('production-status')).toHaveTextContent('Published');
    expect(screen.queryByRole('button', { name: 'Approve & Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Preview' })).toBeInTheDocument();
  });
});
