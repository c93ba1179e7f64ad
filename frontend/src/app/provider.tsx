import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SITE } from '@app/site';
import type { ReactNode } from 'react';
import { PrerenderedArticleProvider, type PrerenderedArticle } from '@/lib/prerendered-article';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { ServerMarkupContext } from '@/components/ui/progressive';
import { theme } from '@/theme/theme';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The article body the server rendered into this page, if any (see lib/prerendered-article). */
  prerenderedArticle?: PrerenderedArticle | null;
  /** True on the server and when hydrating its HTML: pages render whole at once (see Progressive). */
  serverMarkup?: boolean;
}

/** Theme (light/dark/system, default dark, persisted under the product's key) and the data client. */
export function AppProvider({ children, queryClient = defaultQueryClient, prerenderedArticle = null, serverMarkup = false }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider
        theme={theme}
        defaultMode="dark"
        modeStorageKey={SITE.themeStorageKey}
        colorSchemeStorageKey={SITE.themeSchemeStorageKey}
        disableTransitionOnChange
        // The saved mode is read on the first render (theme-init has already applied it to the page),
        // not flipped in after mount: a theme context change right after hydration would make React
        // hydrate every Suspense boundary synchronously, one long task each. The theme toggle, the
        // only part that shows the mode, renders the server's default until it has hydrated.
        noSsr
      >
        <CssBaseline enableColorScheme />
        <ServerMarkupContext.Provider value={serverMarkup}>
          <PrerenderedArticleProvider value={prerenderedArticle}>{children}</PrerenderedArticleProvider>
        </ServerMarkupContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
