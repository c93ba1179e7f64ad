import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { buildAdminPost } from '../../../../test/admin-fixtures';
import { useRefreshAtNextGoLive } from './use-refresh-at-go-live';

function setup(posts: ReturnType<typeof buildAdminPost>[]) {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => useRefreshAtNextGoLive(posts), { wrapper });
  return invalidate;
}

describe(useRefreshAtNextGoLive.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the posts again just after the earliest scheduled time, not before', () => {
    const invalidate = setup([
      buildAdminPost({ id: 1, publishAt: new Date(Date.now() + 60_000).toISOString() }),
      buildAdminPost({ id: 2, publishAt: new Date(Date.now() + 10_000).toISOString() }),
    ]);

    jest.advanceTimersByTime(10_000);
    expect(invalidate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_500);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/admin/blog/posts'] });
  });

  it('sets no timer without a schedule, or for a time beyond what a timer can wait', () => {
    const invalidate = setup([buildAdminPost({ id: 1 }), buildAdminPost({ id: 2, publishAt: new Date(Date.now() + 40 * 86_400_000).toISOString() })]);

    jest.advanceTimersByTime(60_000);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
