import { format } from 'date-fns';

/** The admin's time zone as the browser names it, e.g. 'Europe/London'. */
export function timeZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** `Tue 1 Dec 2026, 09:00 (Europe/London)`: a schedule time in the admin's zone, with the zone said. */
export function formatScheduleTime(date: Date): string {
  return `${format(date, 'EEE d MMM yyyy, HH:mm')} (${timeZoneName()})`;
}
