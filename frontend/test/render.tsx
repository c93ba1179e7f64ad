import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/route-config';
import { createQueryClient } from '@/lib/query-client';

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

export function renderWithProviders(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  return render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>);
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

/** Replaces fetch with a table of URL → answer; unknown URLs answer 404. */
export function mockFetch(table: Record<string, MockRoute | unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const entry = table[url];
    const route: MockRoute = entry && typeof entry === 'object' && 'body' in (entry as object) ? (entry as MockRoute) : { body: entry };
    return entry === undefined ? jsonResponse(404, { statusCode: 404, message: 'Not Found' }) : jsonResponse(route.status ?? 200, route.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
