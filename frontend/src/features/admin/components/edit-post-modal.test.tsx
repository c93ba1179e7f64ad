import { fireEvent, screen } from '@testing-library/react';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { AdminPost } from '../types';
import { EditPostModal, mergeEdits } from './edit-post-modal';
import { DraftCard } from './post-card';

const POST: AdminPost = {
  id: 7,
  title: 'Colour grading basics',
  slug: 'colour-grading-basics',
  excerpt: 'Start here',
  content: 'This post is ready for Claude to write content.',
  category: 'Video Editing',
  author: 'Hyperframe Team',
  metaDescription: 'Meta',
  featuredImage: 'https://example.com/cover.png',
  featuredImageAlt: 'A colourist at a grading desk',
  estimatedReadTime: 5,
  keywords: '["grading","colour"]',
  published: false,
  status: 'draft',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
};

describe(mergeEdits.name, () => {
  it("keeps every field the admin changed on top of the server's latest version", () => {
    const latest = { ...POST, metaDescription: 'Changed elsewhere', updatedAt: '2026-11-21T10:00:00.000Z' };
    const edited = { ...POST, excerpt: 'Typed by me' };
    expect(mergeEdits(latest, POST, edited)).toEqual({ ...latest, excerpt: 'Typed by me' });
  });
});

describe(EditPostModal.name, () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '[]', json: async () => [] })) as unknown as typeof fetch;
  });

  it('has every spec field and hides the image preview when the image fails', () => {
    renderWithProviders(<EditPostModal post={POST} onClose={() => {}} onChangeImage={() => {}} />);
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
    renderWithProviders(<EditPostModal post={POST} onClose={() => {}} onChangeImage={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Post' }));
    expect(screen.getByText('Are you sure you want to delete "Colour grading basics"? This action cannot be undone.')).toBeInTheDocument();
  });
});

describe(`${EditPostModal.name} checklist`, () => {
  const CLAIM = 'Last year we generated 900M views.';
  const content = `Intro.\n\n## Results\n\nLast year **we generated** 900M views. Cut every pause.`;

  it("'Show in text' selects the unsupported claim in the Content field, also when the source carries bold", async () => {
    mockApi({
      'GET /api/admin/blog/posts/7/checks': {
        body: { score: 85, items: [{ id: 'claim-1', level: 'blocker', message: 'Unsupported claim', excerpt: CLAIM, claim: { sentence: CLAIM, section: 'Results', supported: false } }] },
      },
    });
    renderWithProviders(<EditPostModal post={{ ...POST, content }} onClose={() => {}} onChangeImage={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Show in text' }));

    const field = screen.getByLabelText('Content') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe('Last year **we generated** 900M views.');
    expect(field.value).toBe(content);
  });
});

describe(DraftCard.name, () => {
  const handlers = { onEdit: jest.fn(), onPublish: jest.fn(), onPreview: jest.fn(), onWrite: jest.fn(), onReview: jest.fn() };

  it("offers 'Write with AI' on a Ready for Writing draft, with its badges, read time and keywords", () => {
    renderWithProviders(<DraftCard post={POST} hasReview={false} {...handlers} />);
    expect(screen.getByTestId('draft-badge')).toHaveTextContent('Ready for Writing');
    expect(screen.getByText('Video Editing')).toBeInTheDocument();
    expect(screen.getByText(/5 min read/)).toBeInTheDocument();
    expect(screen.getByText('grading')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Write with AI: Colour grading basics' }));
    expect(handlers.onWrite).toHaveBeenCalled();
  });

  it("has no 'Write with AI' once the draft is Ready for Review", () => {
    renderWithProviders(<DraftCard post={{ ...POST, content: '# Written', status: 'ready_for_review' }} hasReview {...handlers} />);
    expect(screen.getByTestId('draft-badge')).toHaveTextContent('Ready for Review');
    expect(screen.queryByRole('button', { name: /Write with AI/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Review AI draft/ })).toBeInTheDocument();
  });
});
