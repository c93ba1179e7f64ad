import { Card, CardContent } from '@/components/ui/surface';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder of a blog card while posts load. */
export function SkeletonCard() {
  return (
    <Card data-testid="skeleton-card" aria-hidden="true">
      <Skeleton variant="rectangular" height={180} />
      <CardContent>
        <Skeleton width="35%" height={28} />
        <Skeleton height={32} />
        <Skeleton width="80%" height={32} />
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </CardContent>
    </Card>
  );
}
