import { eachDayOfInterval, endOfMonth, endOfWeek, format, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';

/** Weeks start on Monday (the agency is in London). */
const WEEK = { weekStartsOn: 1 } as const;

export interface CalendarDay {
  date: Date;
  /** `yyyy-MM-dd` in the browser's zone: the key posts are grouped by. */
  key: string;
  inMonth: boolean;
}

/** The day key of a moment, in the browser's time zone. */
export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** The weeks (Monday to Sunday) that show `month`, with the neighbouring months' days that fill them. */
export function monthWeeks(month: Date): CalendarDay[][] {
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month), WEEK), end: endOfWeek(endOfMonth(month), WEEK) });
  const weeks: CalendarDay[][] = [];
  days.forEach((date, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push({ date, key: dayKey(date), inMonth: isSameMonth(date, month) });
  });
  return weeks;
}

/** The weekday names in calendar order (Mon ... Sun). */
export function weekdayNames(): string[] {
  return monthWeeks(new Date())[0].map((day) => format(day.date, 'EEE'));
}
