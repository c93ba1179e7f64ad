import { calendarEntries } from './calendar-entries';
import { dayKey, monthWeeks, weekdayNames } from './month-grid';
import { buildAdminPost } from '../../../../test/admin-fixtures';

describe('month grid', () => {
  it('fills whole Monday-to-Sunday weeks around the month, marking the days outside it', () => {
    const weeks = monthWeeks(new Date(2026, 10, 15));

    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0]).toMatchObject({ key: '2026-10-26', inMonth: false });
    expect(weeks[0][6]).toMatchObject({ key: '2026-11-01', inMonth: true });
    expect(weeks[5][6]).toMatchObject({ key: '2026-12-06', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(30);
  });

  it('needs only four rows for a February that starts on a Monday', () => {
    const weeks = monthWeeks(new Date(2027, 1, 1));

    expect(weeks.map((week) => week[0].key)).toEqual(['2027-02-01', '2027-02-08', '2027-02-15', '2027-02-22']);
  });

  it('names the weekdays from Monday', () => {
    expect(weekdayNames()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });
});

describe(calendarEntries.name, () => {
  it('puts scheduled posts on their go-live day and published ones on the day they went live, earliest first; plain drafts stay off', () => {
    const late = buildAdminPost({ id: 1, publishAt: new Date(2026, 11, 1, 17, 0).toISOString() });
    const early = buildAdminPost({ id: 2, publishAt: new Date(2026, 11, 1, 9, 30).toISOString() });
    const live = buildAdminPost({ id: 3, published: true, publishedAt: new Date(2026, 10, 3, 9, 0).toISOString() });
    const draft = buildAdminPost({ id: 4 });

    const entries = calendarEntries([late, draft, live, early]);

    expect(entries.get('2026-12-01')?.map((entry) => [entry.post.id, entry.kind])).toEqual([
      [2, 'scheduled'],
      [1, 'scheduled'],
    ]);
    expect(entries.get('2026-11-03')?.map((entry) => [entry.post.id, entry.kind])).toEqual([[3, 'published']]);
    expect([...entries.values()].flat().some((entry) => entry.post.id === 4)).toBe(false);
    expect(dayKey(new Date(2026, 11, 1, 23, 59))).toBe('2026-12-01');
  });
});
