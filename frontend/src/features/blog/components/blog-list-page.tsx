import { ArrowForwardIcon, icon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Container } from '@/components/ui/container';
import { Grid } from '@/components/ui/grid';
import { Paper } from '@/components/ui/surface';

import { Typography } from '@/components/ui/typography';
import { BLOG_PAGE_SIZE, blogFirstPageQuery, PAGES, pageHeadInput, type PublicPostSummary } from '@app/site';
import { useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkBehavior } from '@/components/ui/router-link';
import a11y from '@/components/ui/visually-hidden.styles';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { paths } from '@/config/paths';
import { usePageHead } from '@/lib/head';
import { cx } from '@/theme/define-styles';
import { usePost } from '../api/get-post';
import { postsPageQueryOptions, usePostsPage } from '../api/get-posts-page';
import { useQueries } from '@tanstack/react-query';
import { ALL_CATEGORIES, categoryColor, categoryFromParam, FILTER_CATEGORIES, postExcerpt, type CategoryFilter } from '../lib/post-display';
import { CategoryBadge } from '@/components/article/category-badge';
import { PostGrid } from './post-grid';
import styles from './blog-list-page.styles';
import { PostImage } from './post-image';

// The list's one icon of its own (Material's Search path), kept out of the blog's shared chunks.
const SearchIcon = /* @__PURE__ */ icon('M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14', 'Search');

function FeaturedPost({ post }: { post: PublicPostSummary }) {
  return (
    <Paper component="article" variant="outlined" className={styles.featured}>
      <Grid container>
        <Grid size={{ xs: 12, md: 7 }}>
          <PostImage src={post.featuredImage} title={post.title} category={post.category} imageSizes={post.imageSizes} slot="featured" eager />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} className={styles.featuredBody}>
          <div>
            <CategoryBadge category={post.category} />
          </div>
          <Typography component="h3" variant="h3">
            {post.title}
          </Typography>
          <Typography className={styles.muted}>{postExcerpt(post)}</Typography>
          <div>
            <Button
              component={LinkBehavior}
              href={paths.article(post.slug)}
              variant="contained"
              endIcon={<ArrowForwardIcon />}
            >
              Read More
              <span className={a11y.visuallyHidden}>{` about ${post.title}`}</span>
            </Button>
          </div>
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
    <div>
      <div className={styles.hero}>
        <Container maxWidth="lg">
          <Typography variant="h1" component="h1" className={styles.title}>
            BLOG
          </Typography>
          <Typography className={styles.lead}>
            Insights and updates from the world of video creation
          </Typography>
          <div className={styles.filters}>
            <label className={styles.search}>
              <SearchIcon aria-hidden="true" />
              {/* A plain input: the search needs no form-control machinery, and this page stays light. */}
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search articles..."
                aria-label="Search articles"
                className={styles.searchInput}
              />
            </label>
            <div role="group" aria-label="Filter by category" className={styles.chips}>
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
                    className={item === ALL_CATEGORIES ? styles.allChip : cx(styles.categoryChip, selected && styles.categoryChipSelected)}
                    style={item === ALL_CATEGORIES ? undefined : ({ '--hf-chip-fg': color.fg, '--hf-chip-bg': color.bg } as CSSProperties)}
                  />
                );
              })}
            </div>
          </div>
        </Container>
      </div>
      <Container maxWidth="lg" className={styles.list}>
        {posts.isLoading ? (
          <Grid container spacing={3} aria-busy="true" aria-label="Loading articles">
            {Array.from({ length: 6 }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
                <SkeletonCard />
              </Grid>
            ))}
          </Grid>
        ) : !featured ? (
          <Paper variant="outlined" className={styles.empty}>
            <Typography variant="h4" component="h2">
              No articles found
            </Typography>
            <Typography className={styles.emptyText}>
              Try adjusting your search terms or selecting a different category.
            </Typography>
            <Button variant="contained" onClick={clearFilters} className={styles.mt3}>
              Clear Filters
            </Button>
          </Paper>
        ) : (
          <div className={styles.sections}>
            <section aria-labelledby="featured-title">
              <Typography id="featured-title" variant="overline" component="h2" className={styles.featuredLabel}>
                FEATURED
              </Typography>
              <FeaturedPost post={featured} />
            </section>
            {rest.length > 0 && (
              <section aria-labelledby="latest-title">
                <Typography id="latest-title" variant="overline" component="h2" className={styles.latestLabel}>
                  Latest articles
                </Typography>
                <PostGrid posts={rest} loading={false} loadingCount={6} />
              </section>
            )}
            {posts.hasMore && (
              <div className={styles.more}>
                <Button variant="outlined" size="large" onClick={posts.loadMore} disabled={posts.loadingMore} aria-busy={posts.loadingMore}>
                  {posts.loadingMore ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
          </div>
        )}
      </Container>
    </div>
  );
}
