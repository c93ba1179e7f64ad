import './theme/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { capturePrerenderedArticle } from './lib/prerendered-article';

const container = document.getElementById('root')!;
// The server may have rendered an article's text into #root for crawlers; the app keeps the article
// body's HTML (see prerendered-article) and replaces the rest.
capturePrerenderedArticle(container);
container.replaceChildren();
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
