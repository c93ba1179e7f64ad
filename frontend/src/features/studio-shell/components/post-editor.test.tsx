import { fireEvent, screen } from '@testing-library/react';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { PostEditor } from './post-editor';

// The editor's post: a draft that still holds the placeholder.
const POST = buildAdminPost({ content: DRAFT_PLACEHOLDER_CONTENT, keywords: '["grading","colour"]', status: 'draft', updatedAt: '2026-11-20T10:00:00.000Z' });

describe(PostEditor.name, () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '[]', json: async () => [] })) as unknown as typeof fetch;
  });

  it('has every spec field and hides the image preview when the image fails', () => {
    renderWithProviders(<PostEditor post={POST} onClose={() => {}} onChangeImage={() => {}} />);
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

    fireEvent.click(await screen.findByRole('button', { name: 'Show in text' }));

    const field = screen.getByLabelText('Content') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe('Last year **we generated** 900M views.');
    expect(field.value).toBe(content);
  });
});

