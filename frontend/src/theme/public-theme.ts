import { createTheme } from '@mui/system';
import { palette, shape, typography } from 'virtual:hf-theme';

/**
 * The public pages' theme for @mui/system (sx, Box, Stack, styled): the site's theme (theme.ts) read
 * at build time (static-theme), with every colour a CSS variable, so one light/dark style sheet serves
 * both schemes. The studio uses the full MUI theme, which defines the same values.
 */
export const publicTheme = createTheme({ palette, shape, typography, spacing: 8 });

export type { TypographyVariant } from './static-theme';
