import { formatCount } from '@/lib/studio/job-timeline';

export { formatCount };

/** Seconds with the page visible, per view: '42 s', '3 min 05 s'. */
export function formatEngaged(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** A share (0-1) as a percentage: one decimal below 10 %, whole numbers above ('4.2%', '37%'). */
export function formatRate(share: number): string {
  const percent = share * 100;
  if (percent === 0) return '0%';
  return percent < 10 ? `${(Math.round(percent * 10) / 10).toString()}%` : `${Math.round(percent)}%`;
}

/** A read depth already in percent (0-100). */
export const formatDepth = (percent: number) => `${Math.round(percent)}%`;

// Analytics days are UTC dates ('2026-03-01'): formatted in UTC, so no time zone moves them a day.
const DAY = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_YEAR = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 3' */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** The window's dates: 'Mar 1 – Mar 30, 2026'. */
export const formatPeriod = (from: string, to: string) => `${formatDay(from)} – ${DAY_YEAR.format(new Date(`${to}T00:00:00Z`))}`;

/** A month-on-month change: '−40 (−33%)' (change is negative, e.g. -0.333). */
export function formatLoss(lost: number, change: number): string {
  return `−${formatCount(lost)} (−${formatRate(Math.abs(change))})`;
}

/** '1 view', '1,234 views'. */
export const countOf = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;
