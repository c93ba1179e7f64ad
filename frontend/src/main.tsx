import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/space-grotesk/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { capturePrerenderedArticle } from './lib/prerendered-article';

const container = document.getElementById('root')!;
// The server may have rendered an article's text into #root for crawlers; the app keeps the article
// body's HTML (see prerendered-article) and replaces the rest.
capturePrerenderedArticle(container);
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
