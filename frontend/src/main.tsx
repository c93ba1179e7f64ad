import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restoreQueryState } from './app/hydration';
import { AppProvider } from './app/provider';
import { preloadRoutes } from './app/route-config';
import { AppRouter } from './app/router';
import { capturePrerenderedArticle } from './lib/prerendered-article';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider prerenderedArticle={capturePrerenderedArticle(container)}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

if (restoreQueryState(queryClient, document)) {
  // A public page the server rendered (see entry-server): React adopts its markup and styles, so
  // nothing is drawn twice; hydration runs in small slices, keeping the main thread responsive.
  // The page's route code is loaded first, so hydration never waits on a chunk (see lazyRoute).
  void preloadRoutes(window.location.pathname)
    .catch(() => undefined) // a chunk that fails to load is retried by React.lazy when rendered
    .then(() => hydrateRoot(container, app));
} else {
  // The studio (and any page served without server rendering) is drawn here. A transition lets React
  // render the first page in small slices instead of one long task.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
