import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { RefreshWithAi } from '@/features/insights/components/refresh-with-ai';

// The Performance view and the chart library load when the tab is first opened (issue 31), as the calendar does.
const PerformanceTab = lazy(() => import('@/features/analytics/components/performance-tab'));

/** The 'Performance' tab: the reading figures, with 'Refresh with AI' (insights) on the articles losing readers. */
export function PerformancePanel() {
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the reading figures" />}>
      <PerformanceTab readersLostAction={(article) => <RefreshWithAi postId={article.postId} title={article.title} />} />
    </Suspense>
  );
}
