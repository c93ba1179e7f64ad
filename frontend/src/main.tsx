import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restoreQueryState } from './app/hydration';
import { AppProvider } from './app/provider';
import { preloadRoutes } from './app/route-config';
import { AppRouter } from './app/router';
import { capturePrerenderedArticle } from './lib/prerendered-article';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root')!;
const serverMarkup = restoreQueryState(queryClient, document);
const app = (
  <StrictMode>
    <AppProvider prerenderedArticle={capturePrerenderedArticle(container)} serverMarkup={serverMarkup}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

if (serverMarkup) {
  // A public page the server rendered (see entry-server); this code was loaded after its first paint
  // (see @site's APP_CODE_LOADER_SCRIPT). React adopts the markup and styles, so nothing is drawn
  // twice. The page's route code is loaded first, so hydration never waits on a chunk (see
  // lazyRoute). Inside a transition, hydration runs in small slices instead of one long task
  // (plain hydrateRoot is not time-sliced), keeping the page responsive while it wakes up.
  void preloadRoutes(window.location.pathname)
    .catch(() => undefined) // a chunk that fails to load is retried by React.lazy when rendered
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  // The studio (and any page served without server rendering) is drawn here. A transition lets React
  // render the first page in small slices instead of one long task.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
