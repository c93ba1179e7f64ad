import { fireEvent, screen } from '@testing-library/react';
import { DRAFT_PLACEHOLDER_CONTENT } from '@app/site';
import { buildAdminPost } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { DraftCard } from './post-card';

// The editor's post: a draft that still holds the placeholder.
const POST = buildAdminPost({ content: DRAFT_PLACEHOLDER_CONTENT, keywords: '["grading","colour"]', status: 'draft', updatedAt: '2026-11-20T10:00:00.000Z' });

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
