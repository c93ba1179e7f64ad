import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SITE } from '@app/site';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The full MUI theme, for code that uses @mui/material (the studio, the login page, the mobile menu's
 * drawer): loaded with that code only, so the public pages never download it. Light/dark/system is
 * the same saved choice the public pages use (theme/color-mode).
 */
export function MaterialTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="dark"
      modeStorageKey={SITE.themeStorageKey}
      colorSchemeStorageKey={SITE.themeSchemeStorageKey}
      disableTransitionOnChange
      // The saved mode is already on the page (theme-init), read on the first render.
      noSsr
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
