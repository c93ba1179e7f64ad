import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { addDays, addMonths, format, isToday, startOfMonth } from 'date-fns';
import { useMemo, useState } from 'react';
import { paths } from '@/config/paths';
import { useCalendarPosts } from '../api/get-calendar-posts';
import { usePostSummaries } from '@/lib/studio/api/get-post-summaries';
import type { PostSummary } from '@/lib/studio/post';
import { type CalendarEntry, calendarEntries, type CalendarPost } from './calendar-entries';
import { monthWeeks, weekdayNames } from './month-grid';
import { formatScheduleTime, timeZoneName } from './time-zone';
import { usePostScheduler } from './use-post-scheduler';
import { useRefreshAtNextGoLive } from './use-refresh-at-go-live';

interface EntryButtonProps {
  entry: CalendarEntry;
  onReschedule: (post: CalendarPost) => void;
  /** The phone agenda names the day too, and marks its buttons apart from the grid's. */
  agenda?: boolean;
}

function EntryButton({ entry, onReschedule, agenda = false }: EntryButtonProps) {
  const scheduled = entry.kind === 'scheduled';
  const label = `${format(entry.at, agenda ? 'EEE d MMM, HH:mm' : 'HH:mm')} ${entry.post.title}`;
  const common = {
    size: 'small' as const,
    'data-testid': `${agenda ? 'agenda' : 'calendar'}-${entry.kind}`,
    'data-post-id': entry.post.id,
    title: `${entry.post.title}: ${scheduled ? 'scheduled for' : 'published'} ${formatScheduleTime(entry.at)}`,
    sx: {
      justifyContent: 'flex-start',
      width: '100%',
      minWidth: 0,
      px: 0.75,
      py: 0.25,
      fontSize: 12,
      fontWeight: 600,
      borderRadius: 1.5,
      textTransform: 'none',
      color: scheduled ? '#854d0e' : '#166534',
      bgcolor: scheduled ? '#fef3c7' : '#dcfce7',
      '&:hover': { bgcolor: scheduled ? '#fde68a' : '#bbf7d0' },
    },
  };
  const text = (
    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {label}
    </Box>
  );
  return scheduled ? (
    <Button {...common} onClick={() => onReschedule(entry.post)} aria-label={`Reschedule ${entry.post.title} (scheduled for ${formatScheduleTime(entry.at)})`}>
      {text}
    </Button>
  ) : (
    <Button {...common} component="a" href={paths.article(entry.post.slug)} target="_blank" rel="noopener noreferrer" aria-label={`${entry.post.title} (published ${formatScheduleTime(entry.at)}; opens in a new tab)`}>
      {text}
    </Button>
  );
}

/** On a phone a day's posts are dots (the agenda below lists them, as buttons); titles cut to "09…" told nothing. */
function DayDots({ entries }: { entries: CalendarEntry[] }) {
  return (
    <Box aria-hidden="true" data-testid="calendar-dots" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 0.5, pt: 0.5 }}>
      {entries.map((entry) => (
        <Box key={`${entry.kind}-${entry.post.id}`} sx={{ width: 8, height: 8, borderRadius: 999, bgcolor: entry.kind === 'scheduled' ? '#f59e0b' : '#22c55e' }} />
      ))}
    </Box>
  );
}

function MonthGrid({ month, entries, onReschedule }: { month: Date; entries: Map<string, CalendarEntry[]>; onReschedule: (post: CalendarPost) => void }) {
  const weeks = monthWeeks(month);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  return (
    <Box role="grid" aria-label={format(month, 'MMMM yyyy')} sx={{ border: 1, borderColor: 'divider', borderRadius: '16px', overflow: 'hidden' }}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', bgcolor: 'action.hover' }}>
        {weekdayNames().map((name) => (
          <Typography key={name} role="columnheader" variant="caption" sx={{ p: 1, fontWeight: 700, textAlign: 'center' }}>
            {name}
          </Typography>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box key={week[0].key} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
          {week.map((day) => (
            <Box
              key={day.key}
              role="gridcell"
              data-day={day.key}
              aria-label={format(day.date, 'EEEE d MMMM yyyy')}
              sx={{ minHeight: { xs: 64, md: 112 }, p: 0.5, borderTop: 1, borderLeft: 1, borderColor: 'divider', opacity: day.inMonth ? 1 : 0.45, minWidth: 0 }}
            >
              <Typography
                variant="caption"
                sx={{ display: 'inline-grid', placeItems: 'center', width: 24, height: 24, borderRadius: 999, fontWeight: 700, ...(isToday(day.date) ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : {}) }}
              >
                {format(day.date, 'd')}
              </Typography>
              {phone ? (
                <DayDots entries={entries.get(day.key) ?? []} />
              ) : (
                <Stack spacing={0.5}>
                  {(entries.get(day.key) ?? []).map((entry) => (
                    <EntryButton key={`${entry.kind}-${entry.post.id}`} entry={entry} onReschedule={onReschedule} />
                  ))}
                </Stack>
              )}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** On phones the grid's cells are too narrow for titles: the month's posts are listed below it too. */
function MonthAgenda({ month, entries, onReschedule }: { month: Date; entries: Map<string, CalendarEntry[]>; onReschedule: (post: CalendarPost) => void }) {
  const prefix = format(month, 'yyyy-MM');
  const inMonth = [...entries.entries()]
    .filter(([key]) => key.startsWith(prefix))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, dayEntries]) => dayEntries);
  if (!inMonth.length) return null;
  return (
    <Stack spacing={0.75} aria-label={`Posts in ${format(month, 'MMMM yyyy')}`} sx={{ display: { xs: 'flex', md: 'none' } }}>
      {inMonth.map((entry) => (
        <EntryButton key={`${entry.kind}-${entry.post.id}`} entry={entry} onReschedule={onReschedule} agenda />
      ))}
    </Stack>
  );
}

/** Drafts with no time yet, each with its Schedule action. */
function UnscheduledDrafts({ onSchedule }: { onSchedule: (post: PostSummary) => void }) {
  const list = usePostSummaries({ published: false, scheduled: false });
  const drafts = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <Box component="section" aria-labelledby="unscheduled-title">
      <Typography id="unscheduled-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Drafts to schedule ({total})
      </Typography>
      {drafts.length ? (
        <Stack spacing={1} data-testid="unscheduled-drafts">
          {drafts.map((post) => (
            <Paper key={post.id} variant="outlined" sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1, borderRadius: '12px' }} data-post-id={post.id}>
              <Typography sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{post.title}</Typography>
              <Button size="small" variant="outlined" startIcon={<ScheduleIcon />} onClick={() => onSchedule(post)} aria-label={`Schedule ${post.title}`}>
                Schedule
              </Button>
            </Paper>
          ))}
        </Stack>
      ) : list.isPending ? (
        <Skeleton variant="rounded" height={56} sx={{ borderRadius: '12px' }} />
      ) : (
        <Typography color="text.secondary">Every draft has a time, or there are no drafts.</Typography>
      )}
      {list.hasNextPage ? (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ mt: 1 }}>
          {list.isFetchingNextPage ? 'Loading...' : `Load more (${drafts.length} of ${total})`}
        </Button>
      ) : null}
    </Box>
  );
}

/** The 'Calendar' tab (issue 17): a month of scheduled and published posts, and the drafts still to place. */
export default function CalendarTab() {
  const scheduler = usePostScheduler();
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  // The days the grid shows (whole weeks), read by their dates: the month costs what it shows.
  const [from, to] = useMemo(() => {
    const weeks = monthWeeks(month);
    return [weeks[0][0].date, addDays(weeks.at(-1)!.at(-1)!.date, 1)];
  }, [month]);
  const posts = useCalendarPosts(from, to);
  const shown = useMemo(() => posts.data?.posts ?? [], [posts.data]);
  const entries = useMemo(() => calendarEntries(shown), [shown]);
  useRefreshAtNextGoLive(shown);

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          Editorial calendar
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Times in {timeZoneName()}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Previous month" onClick={() => setMonth((current) => addMonths(current, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="p" aria-live="polite" data-testid="calendar-month" sx={{ minWidth: 160, textAlign: 'center' }}>
          {format(month, 'MMMM yyyy')}
        </Typography>
        <IconButton aria-label="Next month" onClick={() => setMonth((current) => addMonths(current, 1))}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => setMonth(startOfMonth(new Date()))}>
          Today
        </Button>
      </Stack>
      {posts.isPending ? (
        <Skeleton variant="rounded" height={480} sx={{ borderRadius: '16px' }} />
      ) : (
        <>
          {posts.data && posts.data.total > shown.length ? (
            <Typography color="text.secondary" role="status">
              Showing the first {shown.length} of {posts.data.total} posts in these weeks.
            </Typography>
          ) : null}
          <MonthGrid month={month} entries={entries} onReschedule={scheduler.schedule} />
          <MonthAgenda month={month} entries={entries} onReschedule={scheduler.schedule} />
        </>
      )}
      <UnscheduledDrafts onSchedule={scheduler.schedule} />
      {scheduler.element}
    </Stack>
  );
}
