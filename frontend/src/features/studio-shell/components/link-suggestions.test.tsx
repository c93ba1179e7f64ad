import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { editorText, setEditorText } from '../../../../test/code-editor';
import type { LinkSuggestion } from '@/features/insights/types';
import { PostEditor } from './post-editor';
import { LINK_GONE_TEXT } from '@/features/insights/components/link-suggestions';

const CONTENT = '## Hooks\n\nGood retention editing starts early. Our services help.';
const POST = buildAdminPost({ id: 7, published: true, content: CONTENT });
const SUGGESTIONS: LinkSuggestion[] = [
  {
    target: { kind: 'post', path: '/blog/hooks-that-hold-viewers', title: 'Hooks That Hold Viewers' },
    anchorText: 'retention editing',
    excerpt: 'Good retention editing starts early.',
    position: CONTENT.indexOf('retention editing'),
  },
  { target: { kind: 'page', path: '/services', title: 'Our Services' }, anchorText: 'Our services', excerpt: 'Our services help.', position: CONTENT.indexOf('Our services') },
];

// The editor keeps unsaved work on this device: each test starts with none.
beforeEach(() => localStorage.clear());

function open(suggestions = SUGGESTIONS) {
  const api = mockApi({
    'GET /api/admin/blog/posts/7/link-suggestions': { body: suggestions },
    'GET /api/admin/blog/posts/7/proposals': { body: [] },
    'GET /api/admin/blog/posts/7/revisions': { body: [] },
  });
  renderWithProviders(
    <>
      <PostEditor post={POST} onClose={() => {}} onChangeImage={() => {}} />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('tab', { name: 'Checks' }));
  return api;
}

const content = () => ({ value: editorText() });

afterEach(() => act(() => resetToasts()));

describe('Edit modal: internal link suggestions', () => {
  it('lists each suggested link with its anchor text and target', async () => {
    open();
    const panel = await screen.findByTestId('link-suggestions');
    expect(within(panel).getByRole('heading', { name: 'Internal links (2)' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('“retention editing” → Hooks That Hold Viewers (/blog/hooks-that-hold-viewers)');
    expect(panel).toHaveTextContent('Good retention editing starts early.');
  });

  it('Add link turns the anchor into a markdown link in the editor only, and drops the suggestion', async () => {
    const api = open();
    const panel = await screen.findByTestId('link-suggestions');
    await screen.findByLabelText('Content');

    fireEvent.click(within(panel).getByRole('button', { name: 'Add link to Hooks That Hold Viewers on “retention editing”' }));

    expect(content().value).toBe('## Hooks\n\nGood [retention editing](/blog/hooks-that-hold-viewers) starts early. Our services help.');
    expect(within(panel).getByRole('heading', { name: 'Internal links (1)' })).toBeInTheDocument();
    // The second link still lands on its words, although the first one moved them.
    fireEvent.click(within(panel).getByRole('button', { name: 'Add link to Our Services on “Our services”' }));
    expect(content().value).toContain('[Our services](/services) help.');
    expect(screen.queryByTestId('link-suggestions')).not.toBeInTheDocument();
    // Nothing was written behind the admin's back: no save until Save Changes.
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says so when the anchor text was edited away', async () => {
    open();
    const panel = await screen.findByTestId('link-suggestions');
    await screen.findByLabelText('Content');
    setEditorText('## Hooks\n\nRewritten entirely.');

    fireEvent.click(within(panel).getByRole('button', { name: /retention editing/ }));

    expect(await screen.findByText(LINK_GONE_TEXT)).toBeInTheDocument();
    expect(content().value).toBe('## Hooks\n\nRewritten entirely.');
  });

  it('shows nothing when there is nothing to suggest', async () => {
    const api = open([]);
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/blog/posts/7/link-suggestions')).toHaveLength(1));
    expect(screen.queryByTestId('link-suggestions')).not.toBeInTheDocument();
  });
});
