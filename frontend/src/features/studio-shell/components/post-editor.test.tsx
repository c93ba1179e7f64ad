import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { editorView, typeInEditor } from '../../../../test/code-editor';
import { PostEditor } from './post-editor';

// The editor's post: a draft that still holds the placeholder.
// The editor keeps unsaved work on this device: each test starts with none.
beforeEach(() => localStorage.clear());

const POST = buildAdminPost({ content: DRAFT_PLACEHOLDER_CONTENT, keywords: '["grading","colour"]', status: 'draft', updatedAt: '2026-11-20T10:00:00.000Z' });

describe(PostEditor.name, () => {
  beforeEach(() => {
    mockApi({
      'GET /api/admin/blog/posts/7/checks': { body: { score: 85, items: [] } },
      'GET /api/admin/blog/posts/7/proposals': { body: [] },
      'GET /api/admin/blog/posts/7/revisions': { body: [] },
    });
  });

  it('has every spec field and hides the image preview when the image fails', async () => {
    renderWithProviders(<PostEditor post={POST} onClose={() => {}} onChangeImage={() => {}} />);
    expect(await screen.findByLabelText('Content')).toHaveAttribute('role', 'textbox');
    for (const label of ['Title', 'Excerpt', 'Content', 'Author', 'Meta Description', 'Featured Image URL']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Video Editing');
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    const preview = screen.getByTestId('image-preview');
    fireEvent.error(preview);
    expect(screen.queryByTestId('image-preview')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Featured Image URL'), { target: { value: 'https://example.com/other.png' } });
    expect(screen.getByTestId('image-preview')).toBeInTheDocument();
  });

  it('asks for confirmation with the exact text before deleting', () => {
    renderWithProviders(<PostEditor post={POST} onClose={() => {}} onChangeImage={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Post' }));
    expect(screen.getByText('Are you sure you want to delete "Colour grading basics"? This action cannot be undone.')).toBeInTheDocument();
  });
});

describe(`${PostEditor.name} checklist`, () => {
  const CLAIM = 'Last year we generated 900M views.';
  const content = `Intro.\n\n## Results\n\nLast year **we generated** 900M views. Cut every pause.`;

  it("'Show in text' selects the unsupported claim in the Content field, also when the source carries bold", async () => {
    mockApi({
      'GET /api/admin/blog/posts/7/checks': {
        body: { score: 85, items: [{ id: 'claim-1', level: 'blocker', message: 'Unsupported claim', excerpt: CLAIM, claim: { sentence: CLAIM, section: 'Results', supported: false } }] },
      },
    });
    renderWithProviders(<PostEditor post={{ ...POST, content }} onClose={() => {}} onChangeImage={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Checks' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Show in text' }));

    await screen.findByLabelText('Content');
    const view = editorView();
    await waitFor(() => expect(view.hasFocus).toBe(true));
    const { from, to } = view.state.selection.main;
    expect(view.state.sliceDoc(from, to)).toBe('Last year **we generated** 900M views.');
    expect(view.state.doc.toString()).toBe(content);
  });
});


describe(`${PostEditor.name}: checks where the words are (issue 28 item 2)`, () => {
  const SAVED = '## Results\n\nWe cut every pause.';
  const TYPED = ' We have generated 900M views. Let us delve into it.';

  it('checks the unsaved text once the typing pauses, and marks the claim and the banned phrase in the source and the preview', async () => {
    const line = `We cut every pause.${TYPED}`;
    const api = mockApi({
      'GET /api/admin/blog/posts/7/checks': { body: { score: 100, items: [{ id: 'banned-phrases', level: 'pass', message: 'No banned phrases.' }] } },
      'POST /api/admin/blog/posts/7/checks': {
        body: {
          score: 80,
          items: [
            { id: 'claim-1', level: 'blocker', message: 'Unsupported claim: 900M views', excerpt: 'We have generated 900M views.', claim: { sentence: 'We have generated 900M views.', section: 'Results', supported: false, verdict: 'unsupported', atoms: [] } },
            { id: 'banned-phrase-1', level: 'warning', message: 'Banned phrase "delve" in the content at line 3, column 45.', position: { field: 'content', line: 3, column: line.indexOf('delve') + 1, length: 5 } },
          ],
        },
      },
      'GET /api/admin/blog/posts/7/proposals': { body: [] },
      'GET /api/admin/blog/posts/7/revisions': { body: [] },
    });
    renderWithProviders(<PostEditor post={{ ...POST, content: SAVED }} onClose={() => {}} onChangeImage={() => {}} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Checks' }));
    expect(await screen.findByTestId('checklist-score')).toHaveTextContent('Score 100/100');
    await screen.findByLabelText('Content');

    typeInEditor(TYPED);

    await waitFor(() => expect(screen.getByTestId('checklist-score')).toHaveTextContent('Score 80/100'), { timeout: 5000 });
    const [sent] = api.callsTo('POST', '/api/admin/blog/posts/7/checks');
    expect(sent.body).toMatchObject({ content: `${SAVED}${TYPED}`, title: POST.title });
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    const source = screen.getByTestId('content-source');
    await waitFor(() => expect(source.querySelector('[data-mark="claim"]')).toHaveTextContent('We have generated 900M views.'));
    expect(source.querySelector('[data-mark="banned"]')).toHaveTextContent('delve');
    const preview = screen.getByTestId('article-preview');
    await waitFor(() => expect(preview.querySelector('mark[data-testid="claim-in-text"]')).toHaveTextContent('We have generated 900M views.'));
    expect(preview.querySelector('mark[data-testid="banned-in-text"]')).toHaveTextContent('delve');
  });
});
