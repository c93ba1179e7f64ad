import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, addMonths, format, startOfMonth } from 'date-fns';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildPostSummary, buildPostSummaryPage, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import CalendarTab from './calendar-tab';
import { monthWeeks } from './month-grid';

const now = new Date();
const soon = new Date(now.getFullYear(), now.getMonth(), 15, 9, 30);
const SCHEDULED = buildPostSummary({ id: 1, title: 'Goes out mid-month', publishAt: soon.toISOString() });
const LIVE = buildPostSummary({ id: 2, title: 'Went out on the 3rd', published: true, status: 'published', publishedAt: new Date(now.getFullYear(), now.getMonth(), 3, 9, 0).toISOString() });
const DRAFT = buildPostSummary({ id: 3, title: 'Still to place' });
const NO_BLOCKERS = { score: 100, items: [] };
const BLOCKED = { score: 60, items: [{ id: 'claim-1', level: 'blocker', message: 'Unsupported claim: no brand-kit fact backs this sentence.' }] };

const SUMMARIES = '/api/admin/blog/posts/summaries';

/** The calendar's read of one month: the grid's whole weeks, by date, on the server. */
function monthRead(month: Date) {
  const weeks = monthWeeks(month);
  const query = new URLSearchParams({ from: weeks[0][0].date.toISOString(), to: addDays(weeks.at(-1)!.at(-1)!.date, 1).toISOString(), page: '1', pageSize: '50' });
  return `GET ${SUMMARIES}?${query.toString()}`;
}

function open(checks: unknown = NO_BLOCKERS) {
  const thisMonth = startOfMonth(now);
  const empty = { body: buildPostSummaryPage([]) };
  const api = mockApi({
    [monthRead(thisMonth)]: { body: buildPostSummaryPage([SCHEDULED, LIVE], { pageSize: 50 }) },
    [monthRead(addMonths(thisMonth, 1))]: empty,
    [monthRead(addMonths(thisMonth, -1))]: empty,
    [`GET ${SUMMARIES}?published=false&scheduled=false&page=1&pageSize=12`]: { body: buildPostSummaryPage([DRAFT]) },
    'GET /api/admin/blog/posts/3/checks': { body: checks },
    'GET /api/admin/blog/posts/1/checks': { body: NO_BLOCKERS },
    'PATCH /api/admin/blog/posts/3': { body: { ...DRAFT, publishAt: new Date(Date.now() + 7_200_000).toISOString() } },
    'PATCH /api/admin/blog/posts/1': { body: { ...SCHEDULED, publishAt: null } },
  });
  renderWithProviders(
    <>
      <CalendarTab />
      <Toaster />
    </>,
  );
  return api;
}

const dayCell = (date: Date) => document.querySelector(`[data-day="${format(date, 'yyyy-MM-dd')}"]`) as HTMLElement;

afterEach(() => act(() => resetToasts()));

describe('CalendarTab', () => {
  it('shows this month with scheduled and published posts on their days, and the drafts still to schedule', async () => {
    open();

    const scheduled = await within(await screen.findByRole('grid')).findByRole('button', { name: /^Reschedule Goes out mid-month/ });
    expect(dayCell(soon)).toContainElement(scheduled);
    expect(scheduled).toHaveTextContent('09:30 Goes out mid-month');
    expect(dayCell(new Date(now.getFullYear(), now.getMonth(), 3))).toHaveTextContent('09:00 Went out on the 3rd');
    expect(screen.getByTestId('calendar-month')).toHaveTextContent(format(now, 'MMMM yyyy'));
    // The phone agenda lists the month's posts with their day.
    const agenda = screen.getByLabelText(`Posts in ${format(now, 'MMMM yyyy')}`);
    expect([...agenda.querySelectorAll('[data-testid^="agenda-"]')].map((entry) => entry.textContent)).toEqual([
      `${format(new Date(now.getFullYear(), now.getMonth(), 3, 9, 0), 'EEE d MMM, HH:mm')} Went out on the 3rd`,
      `${format(soon, 'EEE d MMM, HH:mm')} Goes out mid-month`,
    ]);
    expect(within(screen.getByTestId('unscheduled-drafts')).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Schedule Still to place']);
  });

  it('moves between months', async () => {
    open();
    await within(await screen.findByRole('grid')).findByRole('button', { name: /^Reschedule Goes out mid-month/ });

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent(format(new Date(now.getFullYear(), now.getMonth() + 1, 1), 'MMMM yyyy'));
    expect(screen.queryAllByRole('button', { name: /^Reschedule Goes out mid-month/ })).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent(format(new Date(now.getFullYear(), now.getMonth() - 1, 1), 'MMMM yyyy'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await within(await screen.findByRole('grid')).findByRole('button', { name: /^Reschedule Goes out mid-month/ })).toBeInTheDocument();
  });

  it('schedules a draft: pick a time, the checklist is read first, then PATCH {publishAt}', async () => {
    const api = open();

    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Still to place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/blog/posts/3')).toHaveLength(1));
    const { publishAt } = api.callsTo('PATCH', '/api/admin/blog/posts/3')[0].body as { publishAt: string };
    expect(new Date(publishAt).getTime()).toBeGreaterThan(Date.now());
    expect(api.callsTo('GET', '/api/admin/blog/posts/3/checks')).toHaveLength(1);
    expect(await screen.findByText(/^Scheduled for /)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule post' })).not.toBeInTheDocument());
  });

  it('shows the publish guard when the checklist has blockers: Cancel schedules nothing', async () => {
    const api = open(BLOCKED);

    fireEvent.click(await screen.findByRole('button', { name: 'Schedule Still to place' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Schedule post' })).getByRole('button', { name: 'Schedule' }));
    const guard = await screen.findByRole('dialog', { name: 'Publish with a blocker?' });
    expect(within(guard).getByTestId('publish-blockers')).toHaveTextContent('Unsupported claim');
    fireEvent.click(within(guard).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish with a blocker?' })).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/admin/blog/posts/3')).toHaveLength(0);

    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Schedule post' })).getByRole('button', { name: 'Schedule' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Publish with a blocker?' })).getByRole('button', { name: 'Schedule anyway' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/blog/posts/3')).toHaveLength(1));
  });

  it('unschedules a scheduled post from its day with PATCH {publishAt: null}', async () => {
    const api = open();

    fireEvent.click(await within(await screen.findByRole('grid')).findByRole('button', { name: /^Reschedule Goes out mid-month/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Reschedule post' })).getByRole('button', { name: 'Unschedule' }));

    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/blog/posts/1').map((call) => call.body)).toEqual([{ publishAt: null }]));
    expect(await screen.findByText('Schedule removed: the post stays a draft')).toBeInTheDocument();
  });
});
