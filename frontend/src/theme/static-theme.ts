/**
 * The parts of the MUI theme the public pages need, taken from it once at build time (vite.config's
 * hfTheme plugin; the component tests do the same in test/hf-theme.ts). The public pages style with
 * @mui/system and read these as plain data, so a visitor never downloads @mui/material and the theme
 * is still defined once, in theme.ts.
 */
import { serializeStyles } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { compile, serialize, stringify } from 'stylis';

/** Every typography variant the theme defines (MUI's names). */
const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

export type TypographyVariant = (typeof TYPOGRAPHY_VARIANTS)[number];

export interface StaticTheme {
  /** The palette as CSS variables (`var(--hf-palette-…)`), for both colour schemes. */
  palette: Record<string, unknown>;
  typography: Record<TypographyVariant, Record<string, string | number>> & { fontFamily: string };
  shape: { borderRadius: number };
  /** Both colour schemes' variables and the baseline (MUI's CssBaseline), as one style sheet. */
  css: string;
}

/** What MUI's <CssBaseline enableColorScheme /> puts on the page, for this theme. */
function baseline(theme: Theme) {
  const palette = theme.vars!.palette;
  const schemes = theme as Theme & { colorSchemes: object; getColorSchemeSelector: (scheme: string) => string };
  const colorSchemes = Object.fromEntries(
    Object.keys(schemes.colorSchemes).map((scheme) => [schemes.getColorSchemeSelector(scheme).replace(/\s*&/, ''), { colorScheme: scheme }]),
  );
  return {
    html: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', boxSizing: 'border-box', WebkitTextSizeAdjust: '100%' },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: theme.typography.fontWeightBold },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...theme.typography.body1,
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
    ...colorSchemes,
  };
}

/** A CSS-in-JS object (selectors nesting declarations) as plain CSS text. */
export function toCss(styles: object): string {
  return serialize(compile(serializeStyles([styles as Parameters<typeof serializeStyles>[0][number]]).styles), stringify);
}

export function staticTheme(theme: Theme): StaticTheme {
  const vars = theme.vars as unknown as { palette: Record<string, unknown> };
  const typography = Object.fromEntries(
    TYPOGRAPHY_VARIANTS.map((variant) => [variant, { ...(theme.typography[variant] as Record<string, string | number>) }]),
  ) as unknown as StaticTheme['typography'];
  typography.fontFamily = theme.typography.fontFamily as string;
  const sheets = [...(theme as unknown as { generateStyleSheets: () => object[] }).generateStyleSheets(), baseline(theme)];
  return {
    // Colours MUI keeps for its own components (AppBar, Tooltip, …) are left out: the public pages style plain elements.
    palette: Object.fromEntries(Object.entries(vars.palette).filter(([key]) => !/^[A-Z]/.test(key))),
    typography,
    shape: { borderRadius: Number(theme.shape.borderRadius) },
    css: sheets.map(toCss).join(''),
  };
}
