import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_FIRST_PAGE_SIZE, BLOG_PAGE_SIZE } from '@app/site';
import { buildPost } from '../../../../test/factories';
import { mockFetch, renderRoute } from '../../../../test/render';

/** 30 posts, newest first as the API lists them; every third one about Video Marketing. */
const POSTS = Array.from({ length: 30 }, (_, index) =>
  buildPost({
    title: `Lesson ${index + 1}`,
    category: index % 3 === 0 ? 'Video Marketing' : 'Video Editing',
    createdAt: new Date(Date.UTC(2026, 0, 30 - index)).toISOString(),
  }),
);

const readMoreCount = () => screen.getAllByRole('link', { name: /Read More/ }).length;

describe('blog list paging', () => {
  it("shows the featured post and a page of cards, and 'Load more' adds the next page until the end", async () => {
    const fetchMock = mockFetch({ '/api/blog/posts': POSTS });
    const user = userEvent.setup();
    renderRoute('/blog');
    await screen.findByText('FEATURED');
    expect(readMoreCount()).toBe(BLOG_FIRST_PAGE_SIZE);
    expect(screen.getByRole('heading', { level: 3, name: 'Lesson 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(readMoreCount()).toBe(BLOG_FIRST_PAGE_SIZE + BLOG_PAGE_SIZE));
    expect(screen.getByRole('heading', { name: `Lesson ${BLOG_FIRST_PAGE_SIZE + 1}` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(readMoreCount()).toBe(POSTS.length));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Never the whole list: every read was a page.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url === '/api/blog/posts')).toEqual([]);
  });

  it('starts again from the first page of a new filter and pages within it', async () => {
    mockFetch({ '/api/blog/posts': POSTS });
    const user = userEvent.setup();
    renderRoute('/blog');
    await screen.findByText('FEATURED');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(readMoreCount()).toBe(BLOG_FIRST_PAGE_SIZE + BLOG_PAGE_SIZE));

    await user.click(screen.getByRole('button', { name: 'Video Editing' }));
    await waitFor(() => expect(readMoreCount()).toBe(BLOG_FIRST_PAGE_SIZE));
    expect(screen.queryByRole('heading', { name: 'Lesson 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(readMoreCount()).toBe(20));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
