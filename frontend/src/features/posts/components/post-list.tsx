import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, type ReactNode } from 'react';
import type { usePostSummaries } from '@/lib/studio/api/get-post-summaries';
import { BLOG_CATEGORIES } from '@app/site';
import { STUDIO_SELECT_PROPS } from '@/components/studio/select-type-ahead';
import type { PostSummary } from '@/lib/studio/post';

const GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;
/** The category select's "no filter" value (select values are never empty strings, spec §5). */
export const ALL_CATEGORIES = 'all';

function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper sx={{ p: 5, textAlign: 'center', borderRadius: '20px', border: '1px dashed', borderColor: 'divider', bgcolor: 'transparent' }}>
      <ArticleIcon sx={{ fontSize: 40, color: 'text.secondary', mb: 1 }} aria-hidden="true" />
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {hint ? <Typography color="text.secondary">{hint}</Typography> : null}
    </Paper>
  );
}

function CardSkeletons() {
  return (
    <Box sx={GRID}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={360} sx={{ borderRadius: 5 }} />
      ))}
    </Box>
  );
}

export interface PostListProps {
  query: ReturnType<typeof usePostSummaries>;
  testId: string;
  /** What the list is called in 'Showing 12 of 340 drafts'. */
  noun: string;
  empty: { title: string; hint?: string };
  renderCard: (post: PostSummary) => ReactNode;
}

/** Cards a list renders in its first pass: the first row; the others follow in a background render. */
const FIRST_PASS_CARDS = 3;

/**
 * A studio list a page at a time: the cards loaded so far, then 'Load more' while the server has more. The
 * first render shows one row, and React renders the rest right after without holding the screen (issue 18:
 * the Content Workflow tab's first frame waits for two rows of cards, not two pages).
 */
export function PostList({ query, testId, noun, empty, renderCard }: PostListProps) {
  const wholePage = useDeferredValue(true, false);
  if (query.isPending) return <CardSkeletons />;
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  if (query.isError && !posts.length) return <EmptyState title="The posts could not be loaded" hint="Reload the page to try again" />;
  if (!posts.length) return <EmptyState title={empty.title} hint={empty.hint} />;
  return (
    <Stack spacing={2.5}>
      <Box sx={GRID} data-testid={testId} aria-busy={query.isFetching}>
        {(wholePage ? posts : posts.slice(0, FIRST_PASS_CARDS)).map(renderCard)}
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Showing {posts.length} of {total} {noun}
        </Typography>
        {query.hasNextPage ? (
          <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** Search and category, applied by the gateway to both lists. */
export function PostFilters({ search, onSearch, category, onCategory }: { search: string; onSearch: (value: string) => void; category: string; onCategory: (value: string) => void }) {
  return (
    <Box role="search" aria-label="Filter posts" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <TextField type="search" label="Search posts" placeholder="Title, excerpt, slug or keyword" value={search} onChange={(event) => onSearch(event.target.value)} fullWidth />
      <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Category" value={category} onChange={(event) => onCategory(event.target.value)} fullWidth>
        <MenuItem value={ALL_CATEGORIES}>All categories</MenuItem>
        {BLOG_CATEGORIES.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
