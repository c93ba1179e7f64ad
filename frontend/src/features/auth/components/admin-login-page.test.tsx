import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderRoute } from '../../../../test/render';

const SIGNED_OUT = { isAuthenticated: false, remainingTime: 0, loginTime: null };

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

const EMPTY_PAGE = { items: [], page: 1, pageSize: 12, total: 0, next: null, counts: { total: 0, published: 0, draft: 0, readyForWriting: 0 } };
/** The studio's two lists, a page of summaries each. */
const NO_POSTS = {
  '/api/admin/blog/posts/summaries?published=false&page=1&pageSize=12': EMPTY_PAGE,
  '/api/admin/blog/posts/summaries?published=true&page=1&pageSize=12': EMPTY_PAGE,
};

/** The studio's AI Productions: a page, none yet. */
const NO_PRODUCTIONS = { items: [], page: 1, pageSize: 10, total: 0, next: null, counts: { queued: 0, writing: 0, revising: 0, ready_for_review: 0, approved: 0, failed: 0 } };

describe('/admin-login', () => {
  it('shows the form with the spec texts', async () => {
    mockFetch({ '/api/admin/status': SIGNED_OUT });
    renderRoute('/admin-login');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Enter your credentials to access the admin panel')).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockFetch({ '/api/admin/status': SIGNED_OUT });
    renderRoute('/admin-login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    fillAndSubmit('admin', '   ');
    expect(await screen.findByText('Please enter both username and password')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/login')).toBe(false);
  });

  it("shows the server's message, including when to retry after too many attempts", async () => {
    mockFetch({
      '/api/admin/status': SIGNED_OUT,
      '/api/admin/login': { status: 429, body: { statusCode: 429, message: 'Too many failed login attempts. Try again in 15 minutes.' } },
    });
    renderRoute('/admin-login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    fillAndSubmit('admin', 'wrong-password');
    expect(await screen.findByText('Too many failed login attempts. Try again in 15 minutes.')).toBeInTheDocument();
  });

  it("falls back to 'Login failed' without a server message", async () => {
    mockFetch({ '/api/admin/status': SIGNED_OUT, '/api/admin/login': { status: 500, body: 'oops' } });
    renderRoute('/admin-login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    fillAndSubmit('admin', 'whatever-password');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('shows the session when signed in: time remaining in hours and minutes, login time, both buttons', async () => {
    mockFetch({ '/api/admin/status': { isAuthenticated: true, remainingTime: 3725, loginTime: '2026-11-21T20:00:00.000Z' } });
    renderRoute('/admin-login');
    expect(await screen.findByRole('heading', { name: 'Admin Authenticated' })).toBeInTheDocument();
    expect(screen.getByTestId('time-remaining')).toHaveTextContent('1h 2m');
    expect(screen.getByTestId('login-time').textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'Go to Admin Panel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});

describe('/admin', () => {
  it("says 'Checking authentication...' and then sends a signed-out visitor to /admin-login", async () => {
    mockFetch({ '/api/admin/status': SIGNED_OUT });
    const { router } = renderRoute('/admin');
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });

  it('opens on the Idea Generation tab for a signed-in admin', async () => {
    const fetchMock = mockFetch({
      '/api/admin/status': { isAuthenticated: true, remainingTime: 7200, loginTime: '2026-11-21T20:00:00.000Z' },
      '/api/ai/drafts': [],
      ...NO_POSTS,
      '/api/ai/productions/summaries?page=1&pageSize=10': NO_PRODUCTIONS,
    });
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'AI Content Ideas Generator' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Content Ideas' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Content Topic/Industry'), { target: { value: 'wedding films' } });
    expect(screen.getByRole('button', { name: 'Generate Content Ideas' })).toBeEnabled();
    fireEvent.click(screen.getByRole('tab', { name: 'Content Workflow' }));
    expect(await screen.findByText('No drafts found')).toBeInTheDocument();
    expect(screen.getByText('Generate ideas to create draft posts')).toBeInTheDocument();
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    // Issue 18: the studio reads pages; the spec's whole lists are never asked for.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/ai/productions/summaries?page=1&pageSize=10');
    expect(asked.filter((url) => ['/api/ai/productions', '/api/admin/blog/posts', '/api/admin/blog/ageing', '/api/admin/blog/orphans'].includes(url))).toEqual([]);
  });

  it('goes to /admin-login when the session runs out', async () => {
    const table: Record<string, unknown> = {
      '/api/admin/status': { isAuthenticated: true, remainingTime: 1, loginTime: '2026-11-21T20:00:00.000Z' },
      '/api/ai/drafts': [],
      ...NO_POSTS,
      '/api/ai/productions/summaries?page=1&pageSize=10': NO_PRODUCTIONS,
    };
    mockFetch(table);
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'AI Content Ideas Generator' })).toBeInTheDocument();
    mockFetch({ ...table, '/api/admin/status': SIGNED_OUT });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'), { timeout: 4000 });
  });
});
