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

/** Replaces fetch with a table of URL → answer; unknown URLs answer 404. */
export function mockFetch(table: Record<string, MockRoute | unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const entry = table[url];
    const route: MockRoute = entry && typeof entry === 'object' && 'body' in (entry as object) ? (entry as MockRoute) : { body: entry };
    const status = entry === undefined ? 404 : (route.status ?? 200);
    const text = entry === undefined ? JSON.stringify({ statusCode: 404, message: 'Not Found' }) : JSON.stringify(route.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 404 ? 'Not Found' : 'OK',
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
