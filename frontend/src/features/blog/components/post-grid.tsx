import { Grid } from '@/components/ui/grid';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { PostCard } from './post-card';
import type { PublicPostSummary } from '@app/site';

/** Cards in a responsive grid; `loadingCount` skeletons while posts load. */
export function PostGrid({
  posts,
  loading,
  loadingCount,
  excerptLines = 3,
  headingLevel,
}: {
  posts: PublicPostSummary[];
  loading: boolean;
  loadingCount: number;
  excerptLines?: 2 | 3;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Grid container spacing={3} aria-busy={loading}>
      {loading
        ? Array.from({ length: loadingCount }, (_, index) => (
            <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
              <SkeletonCard />
            </Grid>
          ))
        : posts.map((post) => (
            <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PostCard post={post} excerptLines={excerptLines} headingLevel={headingLevel} />
            </Grid>
          ))}
    </Grid>
  );
}
