import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { serverMessage } from '@/lib/session';
import { useArticleFigures } from '../api/get-article-figures';
import { useCategoryFigures } from '../api/get-category-figures';
import { useOverview } from '../api/get-overview';
import { articlesCsvUrl, exportUrl } from '../api/export-links';
import { ANALYTICS_KEY } from '../api/query-keys';
import { ANALYTICS_WINDOWS, type AnalyticsWindow, type ArticleFigures, type ArticleSort } from '../types';
import { formatPeriod } from '../lib/figures-format';
import { ArticleDetailDialog } from './article-detail-dialog';
import { ALL_CATEGORIES, ArticleTable } from './article-table';
import { CategoryFigures } from './category-figures';
import { FigureTiles } from './figure-tiles';
import { ReadersLost, type ReadersLostAction } from './readers-lost';
import { AnalyticsOffNote, NoReadingData } from './reading-notes';
import { SourceLists } from './source-lists';
import { TrendChart } from './trend-chart';

const DEFAULT_WINDOW: AnalyticsWindow = 30;

function Panel({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, borderRadius: '20px', border: 1, borderColor: 'divider', minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography id={id} variant="h6" component="h3">
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}

function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button size="small" variant="outlined" component="a" href={href} download startIcon={<DownloadIcon />} sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}>
      {children}
    </Button>
  );
}

function Header({ days, onDays, period }: { days: AnalyticsWindow; onDays: (days: AnalyticsWindow) => void; period: string | null }) {
  const queryClient = useQueryClient();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: 2.5, bgcolor: 'primary.main', color: 'primary.contrastText', flexShrink: 0 }}>
          <InsightsIcon aria-hidden="true" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="performance-title" variant="h5" component="h2">
            Performance
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="performance-period">
            What visitors read{period ? `: ${period} (UTC)` : ''}
          </Typography>
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <ToggleButtonGroup exclusive size="small" value={days} onChange={(_event, value: AnalyticsWindow | null) => value && onDays(value)} aria-label="Period">
          {ANALYTICS_WINDOWS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 2 }}>
              {option} days
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<RefreshIcon />} onClick={() => void queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY })}>
            Refresh figures
          </Button>
          <DownloadLink href={exportUrl('csv')}>Export all (CSV)</DownloadLink>
          <DownloadLink href={exportUrl('json')}>Export all (JSON)</DownloadLink>
        </Stack>
      </Stack>
    </Stack>
  );
}

export interface PerformanceTabProps {
  /** Offered on each article losing readers: the studio passes 'Refresh with AI' (insights) here. */
  readersLostAction?: ReadersLostAction;
}

/**
 * 'Performance' (issue 31): the public pages' reading figures over 7, 30 or 90 days: totals with a trend,
 * each article's figures and CTA click-through, the sources, the categories, and the articles losing
 * readers. A lazy chunk with the chart library.
 */
export default function PerformanceTab({ readersLostAction }: PerformanceTabProps) {
  const [days, setDays] = useState<AnalyticsWindow>(DEFAULT_WINDOW);
  const [sort, setSort] = useState<ArticleSort>('views');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<ArticleFigures | null>(null);
  const overview = useOverview(days);
  const articles = useArticleFigures({ days, sort, category: category === ALL_CATEGORIES ? undefined : category, page });
  const categories = useCategoryFigures(days);
  // A new period, order or category starts the table from its first page.
  const choose = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const data = overview.data;
  return (
    <Stack spacing={3} component="section" aria-labelledby="performance-title" data-testid="performance-tab">
      <Header days={days} onDays={choose(setDays)} period={data ? formatPeriod(data.from, data.to) : null} />
      {overview.isPending ? (
        <Skeleton variant="rounded" height={240} sx={{ borderRadius: '20px' }} />
      ) : overview.isError ? (
        <Alert severity="warning">{serverMessage(overview.error) ?? 'The reading figures could not be loaded.'}</Alert>
      ) : (
        <>
          {data?.enabled === false ? <AnalyticsOffNote /> : null}
          {!data || data.totals.views === 0 ? (
            <NoReadingData days={days} enabled={data?.enabled !== false} />
          ) : (
            <>
              <Panel id="overview-title" title={`Last ${days} days`}>
                <Stack spacing={3}>
                  <FigureTiles figures={data.totals} label="The site's reading figures" testId="site-figures" />
                  <TrendChart series={data.series} />
                </Stack>
              </Panel>
              <Panel id="articles-title" title="Articles" aside={<DownloadLink href={articlesCsvUrl({ days, sort, category: category === ALL_CATEGORIES ? undefined : category })}>Download CSV</DownloadLink>}>
                <ArticleTable
                  page={articles.data}
                  loading={articles.isPending}
                  sort={sort}
                  onSort={choose(setSort)}
                  category={category}
                  onCategory={choose(setCategory)}
                  onPage={setPage}
                  onOpen={setOpened}
                />
              </Panel>
              <Panel id="sources-title" title="Where readers come from">
                <SourceLists sources={data.sources} />
              </Panel>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
                <Panel id="categories-title" title="CTA click-through by category">
                  {categories.isError ? (
                    <Alert severity="warning">{serverMessage(categories.error) ?? 'The categories could not be loaded.'}</Alert>
                  ) : categories.data ? (
                    <CategoryFigures items={categories.data.items} />
                  ) : (
                    <Skeleton variant="rounded" height={120} />
                  )}
                </Panel>
                <Paper component="section" aria-labelledby="readers-lost-title" sx={{ p: { xs: 2, md: 3 }, borderRadius: '20px', border: 1, borderColor: 'divider', minWidth: 0 }}>
                  <ReadersLost action={readersLostAction} />
                </Paper>
              </Box>
            </>
          )}
        </>
      )}
      <ArticleDetailDialog article={opened} days={days} onClose={() => setOpened(null)} />
    </Stack>
  );
}
