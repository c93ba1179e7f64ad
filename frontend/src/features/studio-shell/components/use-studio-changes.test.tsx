import { focusManager, QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { createQueryClient } from '@/lib/query-client';
import { CHANGES_KEY, IDEAS_KEY, POSTS_KEY, PRODUCTIONS_KEY } from '@/lib/studio/query-keys';
import { useStudioChanges } from './use-studio-changes';

const tokens = (version: string, posts: string, jobs = 'j1') => ({ body: { version, posts, productions: 'pr1', proposals: 'p1', jobs } });

function Freshness() {
  useStudioChanges({ enabled: true, busy: false });
  return null;
}

describe(useStudioChanges.name, () => {
  it('asks again when the window regains focus and refreshes only the lists whose token moved', async () => {
    const api = mockApi({ 'GET /api/admin/changes': [tokens('a', 'posts-1'), tokens('b', 'posts-2')] });
    const queryClient: QueryClient = createQueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    renderWithProviders(<Freshness />, queryClient);
    await waitFor(() => expect(queryClient.getQueryData(CHANGES_KEY)).toMatchObject({ version: 'a' }));
    // The first answer only sets the mark.
    expect(invalidate).not.toHaveBeenCalled();

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/changes')).toHaveLength(2));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: POSTS_KEY }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PRODUCTIONS_KEY });
    // The jobs did not move: the ideas are not read again.
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: IDEAS_KEY });
    focusManager.setFocused(undefined);
  });

  it("leaves the spec's defaults to everything else: no refetch on focus, never stale (the public pages)", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ refetchOnWindowFocus: false, staleTime: Infinity, refetchInterval: false, retry: false });
  });
});
