import { styleSheetTheme, stylesCss } from './build-time-styles';
import { defineStyles, STYLE_OBJECTS, type DefinedStyles } from './define-styles';
import { staticTheme } from './static-theme';
import { theme } from './theme';

const defined = (styles: Record<string, string>) => (styles as unknown as Record<symbol, DefinedStyles>)[STYLE_OBJECTS];

describe('the public pages’ styles, resolved at build time (define-styles, build-time-styles)', () => {
  const sxTheme = styleSheetTheme(staticTheme(theme));
  const styles = defineStyles('demo', {
    lead: { mt: 2, px: 1.5, color: 'text.secondary', bgcolor: 'background.paper', fontSize: { xs: 17, md: 19 }, borderRadius: 2 },
    title: { typography: 'h2', '&:hover': { color: 'primary.main' } },
  });

  it('names each class after its module and key, the same in a page and at build time', () => {
    expect(styles).toEqual({ lead: 'hf-demo-lead', title: 'hf-demo-title' });
    expect(Object.keys(defined(styles).styles)).toEqual(['lead', 'title']);
  });

  it('turns sx into the CSS sx gave: theme spacing, palette variables, breakpoints, radius units, typography', () => {
    const css = stylesCss(defined(styles), sxTheme);
    const vars = theme.vars!.palette;
    expect(css).toContain(`.hf-demo-lead{margin-top:16px;padding-left:12px;padding-right:12px;color:${vars.text.secondary};background-color:${vars.background.paper};`);
    expect(css).toContain('border-radius:24px;');
    expect(css).toMatch(/@media \(min-width:0px\)\{\.hf-demo-lead\{font-size:17px;\}\}@media \(min-width:900px\)\{\.hf-demo-lead\{font-size:19px;\}\}/);
    expect(css).toContain(`.hf-demo-title{font-family:${String(theme.typography.h2.fontFamily).replace(/, /g, ',')};font-weight:700;font-size:clamp(2rem, 4.2vw, 3.75rem);`);
    expect(css).toContain(`.hf-demo-title:hover{color:${vars.primary.main};}`);
  });

  it('puts a module’s rules in the cascade layer asked for (the primitives’)', () => {
    expect(stylesCss(defined(styles), sxTheme, 'hf-ui')).toMatch(/^@layer hf-ui\{\.hf-demo-lead\{[\s\S]*\}$/);
  });
});
