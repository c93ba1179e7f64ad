import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { BLOG_CATEGORIES } from '@app/site';
import { StatusPill } from '@/components/studio/status-pill';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { ArticleFigures, ArticleFiguresPage, ArticleSort } from '../types';
import { countOf, formatCount, formatDepth, formatEngaged, formatRate } from '../lib/figures-format';

export const ALL_CATEGORIES = 'All categories';

const SORTS: Array<{ value: ArticleSort; label: string }> = [
  { value: 'views', label: 'Views' },
  { value: 'visitors', label: 'Visitors' },
  { value: 'engaged', label: 'Engaged time' },
  { value: 'depth', label: 'Read depth' },
  { value: 'cta', label: 'CTA click-through' },
];

/** The figure columns: header, the sort it orders by, the cell's value and its second line. */
const COLUMNS: Array<{ sort: ArticleSort; label: string; value: (row: ArticleFigures) => string; detail?: (row: ArticleFigures) => string }> = [
  { sort: 'views', label: 'Views', value: (row) => formatCount(row.views) },
  { sort: 'visitors', label: 'Visitors', value: (row) => formatCount(row.visitors) },
  { sort: 'engaged', label: 'Avg. engaged', value: (row) => formatEngaged(row.avgEngagedSeconds) },
  { sort: 'depth', label: 'Read depth', value: (row) => formatDepth(row.avgReadDepth), detail: (row) => `${formatRate(row.completionRate)} to the end` },
  { sort: 'cta', label: 'CTA click-through', value: (row) => formatRate(row.ctaRate), detail: (row) => countOf(row.ctaClicks, 'click') },
];

/**
 * A table on wider screens; on phones each row is a card (the header hidden, every figure labelled), so
 * the page never scrolls sideways. One markup for both: the cells keep their table semantics.
 */
const responsiveTable = (theme: Theme) => ({
  '& td, & th': { fontVariantNumeric: 'tabular-nums' },
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'grid', gap: 1.5 },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: 1,
      p: 1.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: '16px',
    },
    '& tbody td, & tbody th': { display: 'block', border: 0, p: 0, textAlign: 'left' },
    '& tbody td[data-label]::before': { content: 'attr(data-label)', display: 'block', fontSize: 12, color: 'text.secondary' },
    '& tbody .article-cell': { gridColumn: '1 / -1', pb: 0.5 },
  },
});

export interface ArticleTableProps {
  page: ArticleFiguresPage | undefined;
  loading: boolean;
  sort: ArticleSort;
  onSort: (sort: ArticleSort) => void;
  category: string;
  onCategory: (category: string) => void;
  onPage: (page: number) => void;
  onOpen: (article: ArticleFigures) => void;
}

function ArticleRow({ row, onOpen }: { row: ArticleFigures; onOpen: (article: ArticleFigures) => void }) {
  return (
    <TableRow data-testid="article-row" data-post-id={row.postId}>
      <TableCell className="article-cell" component="th" scope="row" sx={{ minWidth: { sm: 220 } }}>
        <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ textAlign: 'left', fontWeight: 600, overflowWrap: 'anywhere' }} aria-label={`${row.title}: figures by day and sources`}>
          {row.title}
        </Link>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
          <Typography variant="caption" color="text.secondary">
            {row.category}
          </Typography>
          {row.published ? null : <StatusPill tone="neutral">Not live</StatusPill>}
        </Stack>
      </TableCell>
      {COLUMNS.map((column) => (
        <TableCell key={column.sort} align="right" data-label={column.label} data-column={column.sort}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {column.value(row)}
          </Box>
          {column.detail ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {column.detail(row)}
            </Typography>
          ) : null}
        </TableCell>
      ))}
    </TableRow>
  );
}

function Pager({ page, onPage }: { page: ArticleFiguresPage; onPage: (page: number) => void }) {
  if (page.total <= page.pageSize) return null;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.page * page.pageSize, page.total);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {first}–{last} of {formatCount(page.total)}
      </Typography>
      <Button size="small" onClick={() => onPage(page.page - 1)} disabled={page.page <= 1}>
        Previous
      </Button>
      <Button size="small" onClick={() => onPage(page.page + 1)} disabled={page.next === null}>
        Next
      </Button>
    </Stack>
  );
}

/** Every article read in the window with its figures and CTA click-through, ordered and filtered on the server. */
export function ArticleTable({ page, loading, sort, onSort, category, onCategory, onPage, onOpen }: ArticleTableProps) {
  const rows = page?.items ?? [];
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField select size="small" slotProps={{ select: STUDIO_SELECT_PROPS }} label="Sort by" value={sort} onChange={(event) => onSort(event.target.value as ArticleSort)} sx={{ minWidth: 200 }}>
          {SORTS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" slotProps={{ select: STUDIO_SELECT_PROPS }} label="Category" value={category} onChange={(event) => onCategory(event.target.value)} sx={{ minWidth: 200 }}>
          {[ALL_CATEGORIES, ...BLOG_CATEGORIES].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {loading && !page ? (
        <Skeleton variant="rounded" height={200} />
      ) : rows.length ? (
        <>
          <Box sx={{ overflowX: { sm: 'auto' } }}>
            <Table size="small" aria-label="Articles by reading figures" sx={responsiveTable} data-testid="article-table">
              <TableHead>
                <TableRow>
                  <TableCell>Article</TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.sort} align="right" sortDirection={sort === column.sort ? 'desc' : false} sx={{ whiteSpace: 'nowrap' }}>
                      <TableSortLabel active={sort === column.sort} direction="desc" onClick={() => onSort(column.sort)}>
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <ArticleRow key={row.postId} row={row} onOpen={onOpen} />
                ))}
              </TableBody>
            </Table>
          </Box>
          {page ? <Pager page={page} onPage={onPage} /> : null}
        </>
      ) : (
        <Typography color="text.secondary" data-testid="no-articles-read">
          {category === ALL_CATEGORIES ? 'No article was read in this period.' : `No ${category} article was read in this period.`}
        </Typography>
      )}
    </Box>
  );
}
