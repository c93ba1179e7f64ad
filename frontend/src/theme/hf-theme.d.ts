/** The site's theme as build-time data (see static-theme and vite.config's hfTheme plugin). */
declare module 'virtual:hf-theme' {
  import type { StaticTheme } from './static-theme';
  export const palette: StaticTheme['palette'];
  export const typography: StaticTheme['typography'];
  export const shape: StaticTheme['shape'];
}
