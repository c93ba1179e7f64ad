import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import Stack from '@mui/system/Stack';
import { ArrowForwardIcon, SearchIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Grid } from '@/components/ui/grid';
import { Paper } from '@/components/ui/surface';

import { Typography } from '@/components/ui/typography';
import { BLOG_PAGE_SIZE, blogFirstPageQuery, PAGES, pageHeadInput, type PublicPostSummary } from '@app/site';
import { useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkBehavior } from '@/components/ui/router-link';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/head';
import { usePost } from '../api/get-post';
import { postsPageQueryOptions, usePostsPage } from '../api/get-posts-page';
import { useQueries } from '@tanstack/react-query';
import { ALL_CATEGORIES, categoryColor, categoryFromParam, FILTER_CATEGORIES, postExcerpt, type CategoryFilter } from '../lib/post-display';
import { CategoryBadge } from '@/components/article/category-badge';
import { PostGrid } from './post-grid';
import { PostImage } from './post-image';

function FeaturedPost({ post }: { post: PublicPostSummary }) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{
        borderRadius: 5,
        overflow: 'hidden',
        position: 'relative',
        transition: 'border-color 200ms ease',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Grid container>
        <Grid size={{ xs: 12, md: 7 }}>
          <PostImage src={post.featuredImage} title={post.title} category={post.category} imageSizes={post.imageSizes} slot="featured" eager />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 2 }}>
          <Box>
            <CategoryBadge category={post.category} />
          </Box>
          <Typography component="h3" variant="h3">
            {post.title}
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{postExcerpt(post)}</Typography>
          <Box>
            <Button
              component={LinkBehavior}
              href={paths.article(post.slug)}
              variant="contained"
              endIcon={<ArrowForwardIcon />}
            >
              Read More
              <Box component="span" sx={visuallyHidden}>
                {` about ${post.title}`}
              </Box>
            </Button>
          </Box>
        </Grid>
      </Grid>
    </Paper>
  );
}

/**
 * The filtered list as far as the visitor has asked for it: the first page (the featured post and a
 * page of cards) and each page 'Load more' added. The gateway filters every post (spec §5); a new
 * filter starts again from its first page, showing the previous list until it arrives.
 */
function useFilteredPosts(search: string, category: CategoryFilter) {
  const filter = { q: search, category };
  const first = usePostsPage({ ...filter, ...blogFirstPageQuery(category) }, { keepPrevious: true });
  const [more, setMore] = useState({ search, category, cursors: [] as string[] });
  const cursors = more.search === search && more.category === category ? more.cursors : [];
  const later = useQueries({ queries: cursors.map((cursor) => postsPageQueryOptions({ ...filter, cursor, limit: BLOG_PAGE_SIZE })) });
  const pages = [first.data, ...later.map((page) => page.data)];
  const next = pages[pages.length - 1]?.next ?? null;
  const loadingMore = later.some((page) => page.isLoading);
  return {
    isLoading: first.isLoading,
    items: pages.flatMap((page) => page?.items ?? []),
    hasMore: loadingMore || next !== null,
    loadingMore,
    loadMore: () => {
      if (next) setMore({ search, category, cursors: [...cursors, next] });
    },
  };
}

/** /blog: search, category chips, featured post, grid of the rest, and more on 'Load more'. */
export function BlogListPage() {
  usePageHead(pageHeadInput(PAGES.blog));
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>(() => categoryFromParam(params.get('category')));
  const posts = useFilteredPosts(search, category);
  // Declared by the spec and never run: the article query for this path.
  usePost('', { enabled: false });

  const [featured, ...rest] = posts.items;
  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
  };

  return (
    <Box>
      <Box sx={{ pt: { xs: 8, md: 12 }, pb: { xs: 4, md: 6 }, background: 'radial-gradient(ellipse at top, rgba(var(--hf-palette-primary-mainChannel) / 0.16), transparent 60%)' }}>
        <Container maxWidth="lg">
          <Typography variant="h1" component="h1" sx={{ fontSize: 'clamp(3.5rem, 12vw, 9rem)' }}>
            BLOG
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: { xs: 18, md: 22 } }}>
            Insights and updates from the world of video creation
          </Typography>
          <Stack spacing={3} sx={{ mt: 5 }}>
            <Box
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                maxWidth: 560,
                px: 2.5,
                minHeight: 56,
                borderRadius: 999,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'text.secondary',
                transition: 'border-color 160ms ease, box-shadow 160ms ease',
                '&:hover': { borderColor: 'text.secondary' },
                '&:focus-within': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(var(--hf-palette-primary-mainChannel) / 0.25)' },
              }}
            >
              <SearchIcon aria-hidden="true" />
              {/* A plain input: the search needs no form-control machinery, and this page stays light. */}
              <Box
                component="input"
                type="search"
                value={search}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setSearch(event.target.value)}
                placeholder="Search articles..."
                aria-label="Search articles"
                sx={{
                  flex: 1,
                  minWidth: 0,
                  border: 0,
                  outline: 0,
                  bgcolor: 'transparent',
                  color: 'text.primary',
                  font: 'inherit',
                  fontSize: 16,
                  py: 1.5,
                  '&::placeholder': { color: 'text.secondary', opacity: 1 },
                }}
              />
            </Box>
            <Stack direction="row" useFlexGap spacing={1} role="group" aria-label="Filter by category" sx={{ flexWrap: 'wrap' }}>
              {FILTER_CATEGORIES.map((item) => {
                const selected = item === category;
                const color = categoryColor(item);
                return (
                  <Chip
                    key={item}
                    label={item}
                    clickable
                    onClick={() => setCategory(item)}
                    aria-pressed={selected}
                    color={item === ALL_CATEGORIES ? 'primary' : undefined}
                    variant={selected ? 'filled' : 'outlined'}
                    sx={
                      item === ALL_CATEGORIES
                        ? { textTransform: 'capitalize' }
                        : {
                            color: selected ? color.fg : 'text.primary',
                            bgcolor: selected ? color.bg : 'transparent',
                            borderColor: color.bg,
                            '&:hover': { bgcolor: `${color.bg} !important`, color: color.fg },
                          }
                    }
                  />
                );
              })}
            </Stack>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ pb: { xs: 10, md: 14 } }}>
        {posts.isLoading ? (
          <Grid container spacing={3} aria-busy="true" aria-label="Loading articles">
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                <SkeletonCard />
              </Grid>
            ))}
          </Grid>
        ) : !featured ? (
          <Paper variant="outlined" sx={{ p: { xs: 5, md: 8 }, textAlign: 'center', borderRadius: 5 }}>
            <Typography variant="h4" component="h2">
              No articles found
            </Typography>
            <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>
              Try adjusting your search terms or selecting a different category.
            </Typography>
            <Button variant="contained" onClick={clearFilters} sx={{ mt: 3 }}>
              Clear Filters
            </Button>
          </Paper>
        ) : (
          <Stack spacing={{ xs: 6, md: 8 }}>
            <Box component="section" aria-labelledby="featured-title">
              <Typography id="featured-title" variant="overline" component="h2" sx={{ color: 'primary.main', mb: 2 }}>
                FEATURED
              </Typography>
              <FeaturedPost post={featured} />
            </Box>
            {rest.length > 0 && (
              <Box component="section" aria-labelledby="latest-title">
                <Typography id="latest-title" variant="overline" component="h2" sx={{ color: 'text.secondary', mb: 2 }}>
                  Latest articles
                </Typography>
                <PostGrid posts={rest} loading={false} loadingCount={6} />
              </Box>
            )}
            {posts.hasMore && (
              <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                <Button variant="outlined" size="large" onClick={posts.loadMore} disabled={posts.loadingMore} aria-busy={posts.loadingMore}>
                  {posts.loadingMore ? 'Loading...' : 'Load more'}
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
