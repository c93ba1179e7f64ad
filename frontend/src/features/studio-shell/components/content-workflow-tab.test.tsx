import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildAdminPost, buildProductionPreview, buildPostSummary, buildPostSummaryPage, buildProductionDetail, buildProductionListItem, buildProductionListPage, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { editorText } from '../../../../test/code-editor';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { ContentWorkflowTab } from './content-workflow-tab';

const LIST = '/api/admin/blog/posts/summaries';
const PRODUCTIONS = '/api/ai/productions/summaries';
const COUNTS = { total: 30, published: 26, draft: 4, readyForWriting: 3 };
const draft = (id: number, title: string, hasPlaceholderContent = true) => buildPostSummary({ id, title, slug: `d-${id}`, published: false, status: 'draft', hasPlaceholderContent });
const livePost = (id: number) => buildPostSummary({ id, title: `Live ${id}`, slug: `live-${id}`, published: true, status: 'published' });
const livePage = (ids: number[], page: number, next: number | null) => buildPostSummaryPage(ids.map(livePost), { page, total: 26, next, counts: COUNTS });

// The editor keeps unsaved work on this device: each test starts with none.
beforeEach(() => localStorage.clear());

let router: ReturnType<typeof createMemoryRouter>;

function open(extra: Parameters<typeof mockApi>[0] = {}, at = '/admin') {
  const api = mockApi({
    [`GET ${LIST}?published=false&page=1&pageSize=12`]: { body: buildPostSummaryPage([draft(101, 'Cutting on action'), draft(102, 'Sound first', false)], { total: 4, counts: COUNTS }) },
    [`GET ${LIST}?published=true&page=1&pageSize=12`]: { body: livePage([...Array(12).keys()].map((i) => 200 - i), 1, 2) },
    [`GET ${LIST}?published=true&page=2&pageSize=12`]: { body: livePage([...Array(12).keys()].map((i) => 188 - i), 2, 3) },
    [`GET ${PRODUCTIONS}?page=1&pageSize=10`]: { body: buildProductionListPage([]) },
    ...extra,
  });
  router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <>
            <ContentWorkflowTab />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return api;
}

const cards = (list: string) => within(screen.getByTestId(list)).getAllByTestId('post-card');

describe(ContentWorkflowTab.name, () => {
  afterEach(() => act(() => resetToasts()));

  it("shows a page of each list, the blog's counts in the live header and the glance, and each draft's badge", async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Cutting on action' })).toBeInTheDocument();
    expect(cards('draft-list')).toHaveLength(2);
    expect(cards('live-list')).toHaveLength(12);
    expect(screen.getByTestId('post-counts')).toHaveTextContent('Total: 30 · Published: 26 · Drafts: 4');
    expect(screen.getByText('4 drafts')).toBeInTheDocument();
    const glance = screen.getByLabelText('At a glance');
    expect(within(glance).getByText('Ready for Writing').nextSibling).toHaveTextContent('3');
    expect(within(glance).getByText('Live on the blog').nextSibling).toHaveTextContent('26');
    expect(within(cards('draft-list')[0]).getByTestId('draft-badge')).toHaveTextContent('Ready for Writing');
    expect(within(cards('draft-list')[1]).getByTestId('draft-badge')).toHaveTextContent('Ready for Review');
    expect(screen.getByText('Showing 12 of 26 live posts')).toBeInTheDocument();
  });

  it("fetches the next page of live posts on 'Load more' and appends it", async () => {
    const api = open();
    await screen.findByText('Showing 12 of 26 live posts');
    fireEvent.click(within(screen.getByTestId('live-list').parentElement as HTMLElement).getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 24 of 26 live posts')).toBeInTheDocument();
    expect(cards('live-list').map((card) => card.getAttribute('data-post-id'))).toEqual([...Array(24).keys()].map((i) => String(200 - i)));
    expect(api.callsTo('GET', `${LIST}?published=true&page=2&pageSize=12`)).toHaveLength(1);
    // The drafts list had one page only: no button there.
    expect(within(screen.getByTestId('draft-list').parentElement as HTMLElement).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks the gateway to search and filter both lists, once the typing pauses', async () => {
    const api = open({
      [`GET ${LIST}?published=false&q=sound&page=1&pageSize=12`]: { body: buildPostSummaryPage([draft(102, 'Sound first', false)], { counts: COUNTS }) },
      [`GET ${LIST}?published=true&q=sound&page=1&pageSize=12`]: { body: buildPostSummaryPage([], { counts: COUNTS }) },
      [`GET ${LIST}?published=false&category=Video+Marketing&q=sound&page=1&pageSize=12`]: { body: buildPostSummaryPage([], { counts: COUNTS }) },
      [`GET ${LIST}?published=true&category=Video+Marketing&q=sound&page=1&pageSize=12`]: { body: buildPostSummaryPage([], { counts: COUNTS }) },
    });
    await screen.findByRole('heading', { name: 'Cutting on action' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: ' s' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search posts' }), { target: { value: ' sound ' } });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cutting on action' })).not.toBeInTheDocument());
    expect(cards('draft-list')).toHaveLength(1);
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    expect(screen.getByTestId('post-counts')).toHaveTextContent('Total: 30 · Published: 26 · Drafts: 4');
    // Only the paused-on text was sent, trimmed.
    expect(api.calls.filter((call) => call.url.includes('q=s&'))).toEqual([]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Video Marketing' }));
    expect(await screen.findByText('No drafts found')).toBeInTheDocument();
    expect(screen.getAllByText('Try another search or category')).toHaveLength(2);
    expect(api.callsTo('GET', `${LIST}?published=true&category=Video+Marketing&q=sound&page=1&pageSize=12`)).toHaveLength(1);
  });

  it('opens the Edit modal with the whole post, fetched when Edit is clicked', async () => {
    const api = open({ 'GET /api/admin/blog/posts/101': { body: buildAdminPost({ id: 101, title: 'Cutting on action', content: '## Cut on action\n\nMatch the motion.', published: false }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cutting on action' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Blog Post' });
    await within(editor).findByLabelText('Content');
    expect(editorText('Content', within(editor))).toBe('## Cut on action\n\nMatch the motion.');
    expect(api.callsTo('GET', '/api/admin/blog/posts/101')).toHaveLength(1);
  });

  it('names the open editor in the address (?post=<id>): Back closes it, and the address alone opens it', async () => {
    const api = open({ 'GET /api/admin/blog/posts/101': { body: buildAdminPost({ id: 101, title: 'Cutting on action', content: 'Match the motion.' }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Cutting on action' }));
    expect(await screen.findByRole('dialog', { name: /Edit Blog Post/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?post=101');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit Blog Post/ })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    // The card knew the production: no lookup on the way in.
    expect(api.calls.filter((call) => call.url.includes('postId='))).toEqual([]);
  });

  it('opens the editor of the post the address names, and closing it leaves the address without it', async () => {
    const api = open(
      {
        'GET /api/admin/blog/posts/150': { body: buildAdminPost({ id: 150, title: 'Deep linked', content: 'From the address.' }) },
        [`GET ${PRODUCTIONS}?postId=150&page=1&pageSize=1`]: { body: buildProductionListPage([]) },
      },
      '/admin?post=150',
    );
    const editor = await screen.findByRole('dialog', { name: /Edit Blog Post/ });
    expect(within(editor).getByLabelText('Title')).toHaveValue('Deep linked');
    expect(api.callsTo('GET', `${PRODUCTIONS}?postId=150&page=1&pageSize=1`)).toHaveLength(1);

    fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit Blog Post/ })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('says so and closes when the address names a post that cannot be read', async () => {
    open({}, '/admin?post=999');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: /Edit Blog Post/ })).not.toBeInTheDocument();
  });

  it("takes each card's AI production and age from the list: no full productions list, no ageing list", async () => {
    const review = buildProductionListItem({ id: 61, postId: 101, title: 'Cutting on action', status: 'ready_for_review' });
    const api = open({
      [`GET ${LIST}?published=false&page=1&pageSize=12`]: {
        body: buildPostSummaryPage([{ ...draft(101, 'Cutting on action', false), production: { id: 61, title: 'Cutting on action', status: 'ready_for_review', currentJobId: null } }], { total: 1, counts: COUNTS }),
      },
      [`GET ${LIST}?published=true&page=1&pageSize=12`]: { body: buildPostSummaryPage([{ ...livePost(200), ageDays: 400 }, livePost(199)], { total: 26, counts: COUNTS }) },
      [`GET ${PRODUCTIONS}?page=1&pageSize=10`]: { body: buildProductionListPage([review], { total: 9, counts: { queued: 1, writing: 2, revising: 0, ready_for_review: 5, approved: 1, failed: 0, published: 0, scheduled: 0, superseded: 0 } }) },
      'GET /api/ai/productions/61': { body: buildProductionDetail(null, { id: 61, postId: 101, title: 'Cutting on action', finalContent: '## Cut on action\n\nMatch the motion.' }) },
      // What goes live: the post as stored, with nothing pending.
      'GET /api/ai/productions/61/preview': { body: buildProductionPreview({ productionId: 61, post: { ...buildAdminPost({ id: 101, title: 'Cutting on action', content: '## Cut on action\n\nMatch the motion.' }), keywords: [] } }) },
    });
    const [ageingCard, freshCard] = await screen.findAllByTestId('post-card').then(() => cards('live-list'));
    expect(within(ageingCard).getByTestId('ageing-notice')).toHaveTextContent('Not updated for 400 days');
    expect(within(freshCard).queryByTestId('ageing-notice')).not.toBeInTheDocument();
    const glance = screen.getByLabelText('At a glance');
    expect(within(glance).getByText('AI writing now').nextSibling).toHaveTextContent('3');
    expect(within(glance).getByText('Awaiting your review').nextSibling).toHaveTextContent('5');

    fireEvent.click(within(cards('draft-list')[0]).getByRole('button', { name: 'Review AI draft of Cutting on action' }));
    const preview = await screen.findByRole('dialog', { name: 'Production Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Cut on action' })).toBeInTheDocument();
    // Only pages: neither the spec's whole productions list nor every ageing post.
    const urls = api.calls.map((call) => call.url);
    expect(urls).not.toContain('/api/ai/productions');
    expect(urls).not.toContain('/api/admin/blog/ageing');
    expect(urls).toContain('/api/admin/blog/ageing?page=1&pageSize=20');
  });

  it('reads the orphan posts only once both lists are on screen', async () => {
    const api = open();
    await screen.findByRole('heading', { name: 'Cutting on action' });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/blog/orphans?page=1&pageSize=20')).toHaveLength(1));
    const order = api.calls.map((call) => call.url);
    expect(order.indexOf('/api/admin/blog/orphans?page=1&pageSize=20')).toBeGreaterThan(order.indexOf(`${LIST}?published=true&page=1&pageSize=12`));
  });

  it("opens Edit from the orphan list with the post's newest production looked up; a card's Edit needs no lookup", async () => {
    const api = open({
      'GET /api/admin/blog/orphans?page=1&pageSize=20': { body: { items: [{ id: 150, title: 'Lonely live post', slug: 'lonely', publishedAt: null }], page: 1, pageSize: 20, total: 1, next: null } },
      'GET /api/admin/blog/posts/150': { body: buildAdminPost({ id: 150, title: 'Lonely live post', published: true }) },
      'GET /api/admin/blog/posts/101': { body: buildAdminPost({ id: 101, title: 'Cutting on action', published: false }) },
      [`GET ${PRODUCTIONS}?postId=150&page=1&pageSize=1`]: { body: buildProductionListPage([buildProductionListItem({ id: 77, postId: 150 })]) },
    });
    fireEvent.click(await within(await screen.findByTestId('orphan-posts')).findByRole('button', { name: 'Edit Lonely live post' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Blog Post' })).toBeInTheDocument();
    expect(api.callsTo('GET', `${PRODUCTIONS}?postId=150&page=1&pageSize=1`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Cutting on action' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/blog/posts/101')).toHaveLength(1));
    expect(api.calls.filter((call) => call.url.includes('postId='))).toHaveLength(1);
  });

  it('reads the ageing and orphan lists only when the admin scrolls near them', async () => {
    let near: IntersectionObserverCallback | undefined;
    let margin: string | undefined;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
        near = callback;
        margin = init?.rootMargin;
      }
      observe() {}
      disconnect() {}
    };
    try {
      const api = open();
      await screen.findByRole('heading', { name: 'Cutting on action' });
      const sideLists = () => api.calls.filter((call) => /\/api\/admin\/blog\/(ageing|orphans)/.test(call.url));
      expect(sideLists()).toEqual([]);
      expect(margin).toBe('800px');

      act(() => near?.([{ isIntersecting: true, intersectionRatio: 0 } as IntersectionObserverEntry], {} as IntersectionObserver));
      await waitFor(() => expect(sideLists().map((call) => call.url)).toEqual(['/api/admin/blog/ageing?page=1&pageSize=20', '/api/admin/blog/orphans?page=1&pageSize=20']));
    } finally {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('shows an error, not an empty list, when a list cannot be loaded', async () => {
    open({ [`GET ${LIST}?published=false&page=1&pageSize=12`]: { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    expect(await screen.findByText('The posts could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('No drafts found')).not.toBeInTheDocument();
  });

  it('asks before unpublishing, naming the post, and Undo publishes it again (issue 27)', async () => {
    const api = open({
      'PATCH /api/admin/blog/posts/200': { body: buildAdminPost({ id: 200, title: 'Live 200', published: false }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish Live 200' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unpublish this post?' });
    expect(confirm).toHaveTextContent('"Live 200" leaves the blog at once');
    // Cancel: nothing is sent.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unpublish this post?' })).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/admin/blog/posts/200')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish Live 200' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Unpublish this post?' })).getByRole('button', { name: 'Unpublish' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Post unpublished successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unpublish this post?' })).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/admin/blog/posts/200').map((call) => call.body)).toEqual([{ published: false }]);

    fireEvent.click(within(toast).getByRole('button', { name: 'Undo unpublish of "Live 200"' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/blog/posts/200').map((call) => call.body)).toEqual([{ published: false }, { published: true }]));
    expect(await screen.findByText('Unpublish undone')).toBeInTheDocument();
  });
});
