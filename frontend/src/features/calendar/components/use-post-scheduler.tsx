import { useSchedulePost } from '../api/schedule-post';
import type { AdminPost } from '@/lib/studio/post';
import { useScheduleDialog } from './use-schedule-dialog';

/** Schedule, reschedule or unschedule a post (PATCH {publishAt}): `schedule(post)` opens the dialog; render `element`. */
export function usePostScheduler() {
  const mutation = useSchedulePost();
  const dialog = useScheduleDialog();
  const schedule = (post: Pick<AdminPost, 'id' | 'title' | 'publishAt'>) =>
    dialog.open({
      title: post.title,
      current: post.publishAt ? new Date(post.publishAt) : null,
      checks: { kind: 'post', id: post.id },
      confirmLabel: post.publishAt ? 'Reschedule' : 'Schedule',
      schedule: (at) => mutation.mutateAsync({ id: post.id, publishAt: at }),
      unschedule: () => mutation.mutateAsync({ id: post.id, publishAt: null }),
    });
  return { schedule, element: dialog.element };
}
