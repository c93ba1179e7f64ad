import { createQueryClient } from './query-client';

describe('query client defaults', () => {
  it('never retries, never goes stale, never refetches on focus, never polls', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
