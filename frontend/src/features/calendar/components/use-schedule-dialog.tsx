import { lazy, Suspense, useState } from 'react';
import type { ChecksTarget } from '@/lib/studio/api/get-checks';
import { notifyServerError, notifySuccess } from '@/components/studio/notify';
import { usePublishGuard } from '@/components/studio/publish-guard';
import { formatScheduleTime } from './time-zone';

// The date pickers load only when the admin schedules something, never with the studio's first screen.
const ScheduleDialog = lazy(() => import('./schedule-dialog'));

/** What to schedule and how: a post's PATCH, or an AI article's approve. */
export interface ScheduleRequest {
  title: string;
  current: Date | null;
  /** The checklist the publish guard reads first (scheduling is a publish, later). */
  checks: ChecksTarget;
  confirmLabel: string;
  schedule: (at: Date) => Promise<unknown>;
  unschedule?: () => Promise<unknown>;
}

export const SCHEDULE_TEXT = {
  scheduled: (at: Date) => `Scheduled for ${formatScheduleTime(at)}`,
  unscheduled: 'Schedule removed: the post stays a draft',
  failed: 'Failed to schedule post',
} as const;

/**
 * The Schedule action wherever it appears (draft cards, the calendar, the AI preview): pick a time, pass
 * the same publish guard as Publish, then schedule. `open(request)` starts it; render `element`.
 */
export function useScheduleDialog() {
  const [request, setRequest] = useState<ScheduleRequest | null>(null);
  const [pending, setPending] = useState(false);
  const guard = usePublishGuard();

  const run = async (work: () => Promise<unknown>, success: string) => {
    setPending(true);
    try {
      await work();
      notifySuccess(success);
      setRequest(null);
    } catch (error) {
      notifyServerError(error, SCHEDULE_TEXT.failed);
    } finally {
      setPending(false);
    }
  };

  const element = (
    <>
      {request ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            title={request.title}
            current={request.current}
            confirmLabel={request.confirmLabel}
            pending={pending || guard.checking}
            onClose={() => setRequest(null)}
            onSchedule={(at) => void guard.guard(request.checks, `${request.confirmLabel} anyway`, () => void run(() => request.schedule(at), SCHEDULE_TEXT.scheduled(at)))}
            onUnschedule={request.unschedule ? () => void run(request.unschedule!, SCHEDULE_TEXT.unscheduled) : undefined}
          />
        </Suspense>
      ) : null}
      {guard.dialog}
    </>
  );

  return { open: setRequest, element };
}
