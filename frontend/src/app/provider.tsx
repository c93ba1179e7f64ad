import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SITE } from '@site';
import type { ReactNode } from 'react';
import { queryClient as defaultQueryClient } from '@/lib/query-client';
import { theme } from '@/theme/theme';

/** Theme (light/dark/system, default dark, persisted under the product's key) and the data client. */
export function AppProvider({ children, queryClient = defaultQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider
        theme={theme}
        defaultMode="dark"
        modeStorageKey={SITE.themeStorageKey}
        colorSchemeStorageKey={SITE.themeSchemeStorageKey}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
