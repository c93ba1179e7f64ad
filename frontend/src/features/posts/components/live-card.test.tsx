import { screen } from '@testing-library/react';
import { buildPostSummary } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { LiveCard } from './post-card';

const POST = buildPostSummary({ published: true, status: 'published' });
const handlers = { onEdit: jest.fn(), onUnpublish: jest.fn() };

describe(LiveCard.name, () => {
  it('shows its views over the last 30 days beside the read time', () => {
    renderWithProviders(<LiveCard post={POST} {...handlers} views={{ count: 1234, days: 30 }} />);
    expect(screen.getByTestId('card-views')).toHaveTextContent('· 1,234 views in 30 days');
    expect(screen.getByText(/5 min read · Created Nov 20, 2026/)).toHaveTextContent('5 min read · Created Nov 20, 2026 · 1,234 views in 30 days');
  });

  it('says one view, and no views at all while the figures are unknown', () => {
    const { unmount } = renderWithProviders(<LiveCard post={POST} {...handlers} views={{ count: 1, days: 30 }} />);
    expect(screen.getByTestId('card-views')).toHaveTextContent('1 view in 30 days');
    unmount();
    renderWithProviders(<LiveCard post={POST} {...handlers} />);
    expect(screen.queryByTestId('card-views')).not.toBeInTheDocument();
  });
});
