import { styleSheetTheme } from './build-time-styles';
import { staticTheme } from './static-theme';
import { theme } from './theme';

describe('the public pages’ theme, taken from the MUI theme', () => {
  const built = staticTheme(theme);
  const { palette, typography } = built;
  const vars = theme.vars!;

  it('defines every colour as the CSS variable MUI declares, for both schemes', () => {
    expect((palette as { primary: { dark: string } }).primary.dark).toBe(vars.palette.primary.dark);
    expect(styleSheetTheme(built).palette.text).toEqual(vars.palette.text);
    // theme.ts's primary.main per scheme, each in the blocks of its `data-theme` (dark is also :root's).
    const blocks = [...built.css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({ selector, body }));
    for (const [scheme, main] of [['dark', '#ff3d57'], ['light', '#d61f3c']]) {
      const declaring = blocks.filter(({ body }) => body.includes(`--hf-palette-primary-main:${main};`)).map(({ selector }) => selector);
      expect(declaring).toEqual([expect.stringContaining(`[data-theme="${scheme}"]`)]);
    }
  });

  it('keeps MUI’s typography for every variant and its baseline', () => {
    for (const variant of ['h1', 'h4', 'body1', 'overline', 'button'] as const) {
      expect(typography[variant]).toEqual({ ...theme.typography[variant] });
    }
    expect(built.css).toMatch(/body\{margin:0;color:var\(--hf-palette-text-primary[^;]*\);font-family:system-ui/);
    expect(built.css).toContain('[data-theme="light"]{color-scheme:light;}');
  });

  it('leaves out the colours MUI keeps for its own components', () => {
    expect(Object.keys(palette)).not.toContain('AppBar');
    expect(built.css).toContain('--hf-palette-Chip-defaultBorder');
  });
});
