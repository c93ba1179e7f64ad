import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { HistoryVersion, VersionComparison } from '../api/get-post-history';
import { RevisionHistory } from './revision-history';

const HISTORY_URL = '/api/admin/blog/posts/7/history?page=1&pageSize=20';
const version = (number: number, label: string, revisionId: number | null, overrides: Partial<HistoryVersion> = {}): HistoryVersion => ({
  number,
  label,
  revisionId,
  madeBy: { kind: 'editor' },
  madeAt: `2026-11-2${number}T10:00:00.000Z`,
  replacedAt: revisionId === null ? null : `2026-11-2${number + 1}T10:00:00.000Z`,
  title: 'Colour grading basics',
  published: false,
  ...overrides,
});
const HISTORY = {
  postId: 7,
  current: version(3, 'You, in the editor', null),
  items: [version(2, "AI revision: 'make the intro punchier'", 12, { madeBy: { kind: 'ai', proposal: 'revision', feedback: 'make the intro punchier' } }), version(1, 'Created', 11, { title: 'Grading 101' })],
  page: 1,
  pageSize: 20,
  total: 2,
  next: null,
};
const snapshot = (content: string, title = 'Colour grading basics') => ({ ...buildAdminPost({ content, title }), keywords: ['grading'] });
const COMPARISON: VersionComparison = {
  from: { number: 1, label: 'Created', madeAt: HISTORY.items[1].madeAt, revisionId: 11, snapshot: snapshot('## Lighting\nUse soft light.\n', 'Grading 101') },
  to: { number: 3, label: 'You, in the editor', madeAt: HISTORY.current.madeAt, revisionId: null, snapshot: snapshot('## Lighting\nUse hard light.\n') },
};

function setup(onRestored = jest.fn()) {
  const api = mockApi({
    [`GET ${HISTORY_URL}`]: { body: HISTORY },
    'GET /api/admin/blog/posts/7/history/compare?from=11&to=current': { body: COMPARISON },
    'POST /api/admin/blog/posts/7/revisions/12/restore': { body: buildAdminPost({ title: 'Restored', updatedAt: '2026-11-25T10:00:00.000Z' }) },
  });
  renderWithProviders(
    <>
      <RevisionHistory postId={7} onRestored={onRestored} />
      <Toaster />
    </>,
  );
  return { api, onRestored };
}

afterEach(() => act(() => resetToasts()));

describe(RevisionHistory.name, () => {
  it('lists every version numbered, newest first, each saying in words what made it, with Restore on every earlier one', async () => {
    setup();
    const rows = await screen.findAllByTestId(/^revision-(row|current)$/);
    expect(rows.map((row) => within(row).getByTestId('revision-label').textContent)).toEqual(['3. You, in the editor', "2. AI revision: 'make the intro punchier'", '1. Created']);
    expect(rows[0]).toHaveTextContent('Current version');
    expect(within(rows[0]).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(within(rows[2]).getByRole('button', { name: 'Restore version 1 (Created)' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('“Grading 101”');
  });

  it('compares any two ticked versions, older to newer, through the compare endpoint', async () => {
    const { api } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Compare version 3' }));
    expect(screen.getByText('Tick one more version to compare.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare version 1' }));
    const compare = screen.getByTestId('revision-compare');
    expect(within(compare).getByRole('heading')).toHaveTextContent('Comparing version 1 → version 3');
    const diff = await within(compare).findByTestId('markdown-diff');
    expect(diff.querySelector('del')).toHaveTextContent('soft');
    expect(diff.querySelector('ins')).toHaveTextContent('hard');
    expect(within(compare).getByTestId('compare-title').querySelector('del')).toHaveTextContent('Grading');
    expect(api.callsTo('GET', '/api/admin/blog/posts/7/history/compare?from=11&to=current')).toHaveLength(1);
    // A third tick lets go of the first.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare version 2' }));
    expect(screen.getByRole('checkbox', { name: 'Compare version 3' })).not.toBeChecked();
  });

  it('restores a version after a confirm naming it', async () => {
    const { api, onRestored } = setup();
    fireEvent.click(await screen.findByRole('button', { name: "Restore version 2 (AI revision: 'make the intro punchier')" }));
    const dialog = screen.getByRole('dialog', { name: 'Restore this version?' });
    expect(dialog).toHaveTextContent("The post goes back to version 2 (AI revision: 'make the intro punchier'");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ title: 'Restored' })));
    expect(api.callsTo('POST', '/api/admin/blog/posts/7/revisions/12/restore')).toHaveLength(1);
    expect(await screen.findByText('Revision restored')).toBeInTheDocument();
  });
});
