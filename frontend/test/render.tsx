import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/route-config';
import { createQueryClient } from '@/lib/query-client';
import { MaterialTheme } from '@/theme/material-theme';
import { pagePosts, POSTS_API_PATH, POSTS_PAGE_PATH, type PublicPostSummary } from '@app/site';

/** Renders the whole app at a path, with a fresh data client. */
export function renderRoute(path: string, queryClient: QueryClient = createQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders a component with the data client and the full MUI theme (as the studio has it). */
export function renderWithProviders(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  return render(
    <AppProvider queryClient={queryClient}>
      <MaterialTheme>{ui}</MaterialTheme>
    </AppProvider>,
  );
}

export interface MockRoute {
  status?: number;
  body: unknown;
}

/** The fetch Response the api client reads: status, ok and a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 404 ? 'Not Found' : 'OK',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/**
 * GET /api/blog/page as the gateway answers it (@app/site's pagePosts), over the table's
 * /api/blog/posts list: a test gives the published posts once and every page read follows.
 */
function postsPageFrom(table: Record<string, unknown>, url: string): unknown {
  const list = table[POSTS_API_PATH];
  if (!url.startsWith(POSTS_PAGE_PATH) || !Array.isArray(list)) return undefined;
  const params = new URL(url, 'http://localhost').searchParams;
  const limit = params.get('limit');
  return pagePosts(list as PublicPostSummary[], {
    q: params.get('q') ?? undefined,
    category: params.get('category') ?? undefined,
    cursor: params.get('cursor') ?? undefined,
    limit: limit === null ? undefined : Number(limit),
  });
}

/** Replaces fetch with a table of URL → answer (page reads follow the /api/blog/posts entry); unknown URLs answer 404. */
export function mockFetch(table: Record<string, MockRoute | unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const entry = table[url] ?? postsPageFrom(table, url);
    const route: MockRoute = entry && typeof entry === 'object' && 'body' in (entry as object) ? (entry as MockRoute) : { body: entry };
    return entry === undefined ? jsonResponse(404, { statusCode: 404, message: 'Not Found' }) : jsonResponse(route.status ?? 200, route.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
