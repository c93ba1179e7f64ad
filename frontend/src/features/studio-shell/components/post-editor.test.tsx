import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { editorView } from '../../../../test/code-editor';
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
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Video Editing');
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

