import { defineStyles, type StyleObject } from '@/theme/define-styles';

const BREAKPOINTS = ['xs', 'sm', 'md'] as const;
/** A value from a breakpoint up, as sx writes it. */
const at = (breakpoint: (typeof BREAKPOINTS)[number], value: string | number) => (breakpoint === 'xs' ? value : { [breakpoint]: value });

const classes: Record<string, StyleObject> = {};
for (const breakpoint of BREAKPOINTS) {
  for (let units = 0; units <= 8; units += 1) {
    // Eleven column gaps must fit a 360 px screen: cap them relative to the viewport.
    classes[`gap-${breakpoint}-${units}`] = { rowGap: at(breakpoint, units), columnGap: at(breakpoint, `min(${units * 8}px, 2.4vw)`) };
  }
  for (let span = 1; span <= 12; span += 1) classes[`${breakpoint}-${span}`] = { gridColumn: at(breakpoint, `span ${span}`) };
}

/**
 * The grid's generated classes, spacing per breakpoint (`gap-md-3`) and column spans (`md-6`): grid.tsx
 * imports this module for its rules only and names the classes itself (styleClassName), so no page
 * downloads the map of all of them.
 */
export default defineStyles('grid-columns', classes);
