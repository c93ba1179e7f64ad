import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildPostSummary, buildPostSummaryPage } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { PostList, type PostListProps } from './post-list';

const posts = [...Array(12).keys()].map((index) => buildPostSummary({ id: index + 1, title: `Post ${index + 1}` }));
// The parts of an infinite query the list reads.
const query = {
  isPending: false,
  isError: false,
  isFetching: false,
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: jest.fn(),
  data: { pages: [buildPostSummaryPage(posts, { total: 40, next: 2 })], pageParams: [1] },
} as unknown as PostListProps['query'];

const list = (
  <PostList query={query} testId="list" noun="posts" empty={{ title: 'No posts found' }} renderCard={(post) => <article key={post.id} data-testid="card">{post.title}</article>} />
);

describe(PostList.name, () => {
  it('renders one row of cards in its first pass (what the first frame waits for)', () => {
    const firstPass = renderToStaticMarkup(list);

    expect(firstPass.match(/data-testid="card"/g)).toHaveLength(3);
    expect(firstPass).toContain('Showing 12 of 40 posts');
  });

  it('then renders the whole page by itself, with Load more', async () => {
    renderWithProviders(list);

    expect(await screen.findByText('Post 12')).toBeInTheDocument();
    expect(screen.getAllByTestId('card')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});
