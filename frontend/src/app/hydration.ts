import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The server's query data travels in the page as a JSON data block (inert: no script runs, CSP-safe). */
export const APP_STATE_ID = 'app-state';

interface QueryState {
  queries: { queryKey: QueryKey; data: unknown }[];
}

/**
 * Each loaded query's key and data, nothing else: the same data gives the same bytes (no timestamps,
 * unlike react-query's dehydrate), so every replica sends an identical page with the same ETag.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  const state: QueryState = {
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data })),
  };
  // '<' escaped so no string in the data can close the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_STATE_ID}">${json}</script>`;
}

/** True when the page came server-rendered (its data block is there): the app then hydrates it. */
export function restoreQueryState(queryClient: QueryClient, document: Document): boolean {
  const block = document.getElementById(APP_STATE_ID);
  if (!block?.textContent) return false;
  const state = JSON.parse(block.textContent) as QueryState;
  for (const { queryKey, data } of state.queries) queryClient.setQueryData(queryKey, data);
  return true;
}
