import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '@/lib/api/typed-request';
import type { components } from '@/lib/api/schema';
import { CHANGES_KEY, CHECKS_KEY, IDEAS_KEY, POSTS_KEY, PRODUCTIONS_KEY, USAGE_KEY } from '@/lib/studio/query-keys';

type StudioChanges = components['schemas']['StudioChangesDto'];

/** How often the studio asks whether anything changed: often while AI works, calmly otherwise. */
export const CHANGES_POLL_MS = { busy: 2000, idle: 5000 } as const;

/** Each part's token, and what to read again when it moves. */
const REFRESHES: Record<'posts' | 'productions' | 'proposals' | 'jobs', (queryClient: QueryClient) => Promise<unknown>> = {
  posts: (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: POSTS_KEY }),
      queryClient.invalidateQueries({ queryKey: CHECKS_KEY }),
      // A post changed: what a production would put live changed too.
      queryClient.invalidateQueries({ queryKey: PRODUCTIONS_KEY }),
    ]),
  productions: (queryClient) => queryClient.invalidateQueries({ queryKey: PRODUCTIONS_KEY }),
  proposals: (queryClient) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: POSTS_KEY }), queryClient.invalidateQueries({ queryKey: PRODUCTIONS_KEY })]),
  jobs: (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCTIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: IDEAS_KEY }),
      queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
    ]),
};

/**
 * The studio shows what is stored now (issue 27): it asks GET /api/admin/changes when the window regains
 * focus and every few seconds while it is shown (more often while AI works), and reads again the lists whose
 * token moved, so a post created in another tab or through the API, a job finishing or a scheduled post
 * going live appear without a reload. These are per-query overrides of the spec's data-client defaults
 * (never stale, no refetch on focus, no polling), scoped to the studio: the public pages keep the defaults.
 * Writes made here refresh what they changed themselves (refreshPosts).
 */
export function useStudioChanges({ enabled, busy }: { enabled: boolean; busy: boolean }) {
  const queryClient = useQueryClient();
  const changes = useQuery({
    queryKey: CHANGES_KEY,
    queryFn: (): Promise<StudioChanges> => callApi('get', '/api/admin/changes'),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: busy ? CHANGES_POLL_MS.busy : CHANGES_POLL_MS.idle,
    refetchIntervalInBackground: false,
  });
  const seen = useRef<StudioChanges | null>(null);
  useEffect(() => {
    const now = changes.data;
    if (!now) return;
    const before = seen.current;
    seen.current = now;
    // The first answer only sets the mark: the lists were read as the studio opened.
    if (!before || before.version === now.version) return;
    for (const part of Object.keys(REFRESHES) as Array<keyof typeof REFRESHES>) {
      if (before[part] !== now[part]) void REFRESHES[part](queryClient);
    }
  }, [changes.data, queryClient]);
}
