import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildJob, mockApi } from '../../../../test/admin-fixtures';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { renderWithProviders } from '../../../../test/render';
import type { BrandKit } from '../types';
import type { PostChecks } from '@/lib/studio/api/get-checks';
import { PublishChecklist } from './publish-checklist';
import { usePublishGuard } from '@/components/studio/publish-guard';

const SENTENCE = 'We have generated 900M views.';
const JOB_ID = '8b6f0f7e-3c1a-4d2b-9e8f-1a2b3c4d5e6f';
const CHECKS: PostChecks = {
  score: 65,
  items: [
    { id: 'title-length', level: 'pass', message: 'The title is 20 characters (at most 60).' },
    { id: 'excerpt', level: 'warning', message: 'Add an excerpt: the blog list and link previews show it.' },
    {
      id: 'claim-1',
      level: 'blocker',
      message: 'Unsupported claim: no brand-kit fact backs this sentence.',
      excerpt: SENTENCE,
      claim: { sentence: SENTENCE, section: 'Results', supported: false, verdict: 'unsupported', atoms: [], draftFact: { statement: SENTENCE, source: `Post #7, the sentence: "${SENTENCE}"` } },
    },
  ],
};
const KIT: BrandKit = { voiceRules: [], facts: [{ statement: 'Old fact.' }], services: [], bannedPhrases: [], spelling: 'en-GB', version: 3, updatedAt: '2026-11-24T20:00:00.000Z' };

describe(PublishChecklist.name, () => {
  afterEach(() => act(() => resetToasts()));

  it('shows the score, blockers before warnings, the unsupported claim highlighted, and the passed checks folded', async () => {
    mockApi({ 'GET /api/admin/blog/posts/7/checks': { body: CHECKS } });
    renderWithProviders(<PublishChecklist target={{ kind: 'post', id: 7 }} productionId={null} postId={7} />);

    expect(await screen.findByTestId('checklist-score')).toHaveTextContent('Score 65/100');
    const levels = () => within(screen.getByTestId('publish-checklist')).getAllByRole('listitem').map((row) => row.getAttribute('data-level'));
    expect(levels()).toEqual(['blocker', 'warning']);
    expect(screen.getByTestId('unsupported-claim').tagName).toBe('MARK');
    expect(screen.getByTestId('unsupported-claim')).toHaveTextContent(SENTENCE);
    expect(screen.getByRole('button', { name: 'Show 1 passed check' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 passed check' }));
    await waitFor(() => expect(levels()).toEqual(['blocker', 'warning', 'pass']));
    // Any post's sentence can be rewritten (issue 27), with or without an AI production.
    expect(screen.getByRole('button', { name: 'Rewrite this sentence' })).toBeInTheDocument();
  });

  it("'Add to brand facts' opens the brand kit with the claim as a draft fact; only Save writes it, from the version loaded", async () => {
    const api = mockApi({
      'GET /api/admin/blog/posts/7/checks': { body: CHECKS },
      'GET /api/admin/brand-kit': { body: KIT },
      'PUT /api/admin/brand-kit': { body: { ...KIT, version: 4 } },
    });
    renderWithProviders(<PublishChecklist target={{ kind: 'post', id: 7 }} productionId={null} postId={7} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add to brand facts' }));
    const kit = await screen.findByRole('dialog', { name: 'Brand kit' });
    const draft = await within(kit).findByTestId('draft-fact');
    expect(within(kit).getByTestId('draft-fact-note')).toHaveTextContent(`A new fact from Post #7, the sentence: "${SENTENCE}"`);
    const statement = within(draft).getByLabelText('Fact 2 (new)');
    expect(statement).toHaveValue(SENTENCE);
    expect(statement).toHaveFocus();
    expect(within(draft).getByLabelText('Source')).toHaveValue(`Post #7, the sentence: "${SENTENCE}"`);
    expect(api.callsTo('PUT', '/api/admin/brand-kit')).toEqual([]);

    fireEvent.change(statement, { target: { value: 'We have generated 55.8M+ views for clients.' } });
    fireEvent.click(within(kit).getByRole('button', { name: 'Save Brand Kit' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/brand-kit')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/brand-kit')[0].body).toEqual({
      version: 3,
      voiceRules: [],
      facts: [{ statement: 'Old fact.' }, { statement: 'We have generated 55.8M+ views for clients.', source: `Post #7, the sentence: "${SENTENCE}"` }],
      services: [],
      bannedPhrases: [],
      spelling: 'en-GB',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Brand kit' })).not.toBeInTheDocument());
  });

  it('offers no fact to add for a claim the brand kit contradicts', async () => {
    const contradicted = { ...CHECKS.items[2], claim: { ...CHECKS.items[2].claim!, verdict: 'contradicted' as const, draftFact: undefined } };
    mockApi({ 'GET /api/admin/blog/posts/7/checks': { body: { ...CHECKS, items: [contradicted] } } });
    renderWithProviders(<PublishChecklist target={{ kind: 'post', id: 7 }} productionId={null} postId={7} />);
    expect(await screen.findByTestId('unsupported-claim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to brand facts' })).not.toBeInTheDocument();
  });

  it("'Rewrite this sentence' asks for exactly that sentence; its proposal is announced with a way to review it", async () => {
    const api = mockApi({
      'GET /api/ai/productions/4/checks': { body: CHECKS },
      'POST /api/admin/blog/posts/7/rewrite-sentence': { status: 202, body: { jobId: JOB_ID, postId: 7, sentence: { original: SENTENCE } } },
      [`GET /api/ai/jobs/${JOB_ID}`]: { body: buildJob({ id: JOB_ID, kind: 'rewrite-sentence', state: 'completed', result: { outcome: 'proposed', message: 'A rewrite of the sentence is waiting for your review.', proposalId: 12 } }) },
    });
    const onReviewProposals = jest.fn();
    renderWithProviders(
      <>
        <PublishChecklist target={{ kind: 'production', id: 4 }} productionId={4} postId={7} onReviewProposals={onReviewProposals} />
        <Toaster />
      </>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Rewrite this sentence' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/blog/posts/7/rewrite-sentence')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/blog/posts/7/rewrite-sentence')[0].body).toEqual({ sentence: SENTENCE, problem: CHECKS.items[2].message });
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Rewrite proposed: review it');
    fireEvent.click(within(toast).getByRole('button', { name: 'Review the rewritten sentence' }));
    expect(onReviewProposals).toHaveBeenCalledTimes(1);
    // The post is never written from here.
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.url)).toEqual(['/api/admin/blog/posts/7/rewrite-sentence']);
    act(() => resetToasts());
  });

  it('says why when a rewrite proposes nothing', async () => {
    mockApi({
      'GET /api/admin/blog/posts/7/checks': { body: CHECKS },
      'POST /api/admin/blog/posts/7/rewrite-sentence': { status: 202, body: { jobId: JOB_ID, postId: 7, sentence: { original: SENTENCE } } },
      [`GET /api/ai/jobs/${JOB_ID}`]: { body: buildJob({ id: JOB_ID, kind: 'rewrite-sentence', state: 'completed', result: { outcome: 'unchanged', message: 'The writer found nothing to change in this sentence, so nothing was proposed.' } }) },
    });
    renderWithProviders(
      <>
        <PublishChecklist target={{ kind: 'post', id: 7 }} productionId={null} postId={7} />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rewrite this sentence' }));
    expect(await screen.findByText('The writer found nothing to change in this sentence, so nothing was proposed.')).toBeInTheDocument();
    expect(screen.getByText('Nothing proposed')).toBeInTheDocument();
    act(() => resetToasts());
  });
});

function GuardedPublish({ onPublish }: { onPublish: () => void }) {
  const guard = usePublishGuard();
  return (
    <>
      <button onClick={() => void guard.guard({ kind: 'post', id: 7 }, 'Publish anyway', onPublish)}>Publish</button>
      {guard.dialog}
    </>
  );
}

describe(usePublishGuard.name, () => {
  it('shows the blockers and publishes only when confirmed', async () => {
    mockApi({ 'GET /api/admin/blog/posts/7/checks': { body: CHECKS } });
    const onPublish = jest.fn();
    renderWithProviders(<GuardedPublish onPublish={onPublish} />);

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish with a blocker?' });
    expect(within(dialog).getByTestId('publish-blockers')).toHaveTextContent(SENTENCE);
    expect(onPublish).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));

    expect(onPublish).toHaveBeenCalledTimes(1);
  });

  it('publishes at once without blockers, and when the checklist cannot be read (it only advises)', async () => {
    mockApi({ 'GET /api/admin/blog/posts/7/checks': { body: { score: 95, items: [CHECKS.items[1]] } } });
    const onPublish = jest.fn();
    renderWithProviders(<GuardedPublish onPublish={onPublish} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));

    mockApi({ 'GET /api/admin/blog/posts/7/checks': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = jest.fn();
    renderWithProviders(<GuardedPublish onPublish={second} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Publish' })[1]);
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
