import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { POSTS_KEY } from '@/lib/studio/query-keys';
import type { AdminPost } from '@/lib/studio/post';

/** Room after a scheduled time before the list is read again (the worker publishes at the time). */
const GO_LIVE_MARGIN_MS = 2000;
/** setTimeout's longest delay (about 24.8 days); a later time is looked at again when the studio reloads. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Reads the posts again just after the next scheduled time, so a post moves from scheduled to live by itself. */
export function useRefreshAtNextGoLive(posts: ReadonlyArray<Pick<AdminPost, 'publishAt'>>) {
  const queryClient = useQueryClient();
  const next = Math.min(...posts.filter((post) => post.publishAt).map((post) => new Date(post.publishAt!).getTime()));
  useEffect(() => {
    const delay = Math.max(0, next - Date.now()) + GO_LIVE_MARGIN_MS;
    if (!Number.isFinite(next) || delay > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: POSTS_KEY }), delay);
    return () => clearTimeout(timer);
  }, [next, queryClient]);
}
