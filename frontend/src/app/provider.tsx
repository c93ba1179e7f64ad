import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PrerenderedArticleProvider, type PrerenderedArticle } from '@/lib/prerendered-article';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { ServerMarkupContext } from '@/components/ui/progressive';

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The article body the server rendered into this page, if any (see lib/prerendered-article). */
  prerenderedArticle?: PrerenderedArticle | null;
  /** True on the server and when hydrating its HTML: pages render whole at once (see Progressive). */
  serverMarkup?: boolean;
}

/**
 * The data client. The public pages need no theme at run time: their styles are classes resolved at
 * build time (theme/define-styles) over the theme's CSS variables, chosen by `data-theme` (see
 * theme/color-mode). The studio adds the full MUI theme inside its own code (theme/material-theme).
 */
export function AppProvider({ children, queryClient = defaultQueryClient, prerenderedArticle = null, serverMarkup = false }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ServerMarkupContext.Provider value={serverMarkup}>
        <PrerenderedArticleProvider value={prerenderedArticle}>{children}</PrerenderedArticleProvider>
      </ServerMarkupContext.Provider>
    </QueryClientProvider>
  );
}
