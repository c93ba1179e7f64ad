import fs from 'node:fs';
import path from 'node:path';
import { BRAND_LOOK } from './brand-look';
import { staticTheme } from './static-theme';
import { theme } from './theme';

/** The .ts and .tsx files under src/, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the brand look, written once (theme/brand-look.ts)', () => {
  it('is declared as CSS variables in the style sheet the public pages inline, and read by the MUI theme', () => {
    const css = staticTheme(theme).css;
    for (const [name, value] of Object.entries(BRAND_LOOK)) {
      // As the style sheet writes it (stylis drops the space after a comma).
      expect(css).toContain(`--hf-look-${name}:${value.replace(/, /g, ',')};`);
      expect(theme.vars!.look[name as keyof typeof BRAND_LOOK]).toBe(`var(--hf-look-${name}, ${value})`);
    }
  });

  it('is read by the public primitives through variables that exist', () => {
    const used = sources(path.join(__dirname, '..')).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/var\(--hf-look-([A-Za-z]+)/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(0);
    expect([...new Set(used)].filter((name) => !(name in BRAND_LOOK))).toEqual([]);
  });
});
