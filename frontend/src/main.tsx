import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { capturePrerenderedArticle } from './lib/prerendered-article';

const container = document.getElementById('root')!;
// #root may hold the server's rendering (a prerendered page, or an article's text for crawlers). It
// stays on screen until the app's first commit replaces it (React clears the container then); an
// article's body HTML is kept for reuse (see prerendered-article).
capturePrerenderedArticle(container);
const root = createRoot(container);
// A transition lets React render the first page in small slices instead of one long task, so the
// main thread stays responsive while it builds (lower Total Blocking Time on slow phones).
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
