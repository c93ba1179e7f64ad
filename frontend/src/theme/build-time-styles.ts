/**
 * What vite.config's buildTimeStyles plugin does with a `*.styles.ts` module (see define-styles): each
 * style object, written as MUI's `sx`, becomes a CSS rule for its class, resolved by @mui/system's own
 * sx function against the public theme (theme.ts read at build time: colours as CSS variables, its
 * spacing, breakpoints and typography). Runs in Node at build time (and in tests), never in a page.
 */
import { createTheme, type Theme } from '@mui/system';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import { styleClassName, type DefinedStyles } from './define-styles';
import { toCss, type StaticTheme } from './static-theme';

/** The theme `sx` values are resolved against: theme.ts's palette (CSS variables), shape and typography, 8 px spacing. */
export function styleSheetTheme({ palette, shape, typography }: Pick<StaticTheme, 'palette' | 'shape' | 'typography'>): Theme {
  return createTheme({ palette, shape, typography, spacing: 8 });
}

/**
 * The CSS of one styles module, a rule per class in the order written. `layer` puts the rules in a
 * cascade layer (the primitives', so a page's own class on a primitive wins whatever the rule order).
 */
export function stylesCss({ name, styles }: DefinedStyles, theme: Theme, layer?: string): string {
  const rules = Object.entries(styles).map(([key, sx]) =>
    toCss({ [`.${styleClassName(name, key)}`]: styleFunctionSx({ sx, theme } as Parameters<typeof styleFunctionSx>[0]) as object }),
  );
  const sheet = rules.join('\n');
  return layer ? `@layer ${layer}{${sheet}}` : sheet;
}
