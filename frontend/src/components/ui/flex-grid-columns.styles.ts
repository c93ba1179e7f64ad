import { defineStyles, type StyleObject } from '@/theme/define-styles';

const BREAKPOINTS = ['xs', 'sm', 'md'] as const;
const at = (breakpoint: (typeof BREAKPOINTS)[number], style: StyleObject): StyleObject => (breakpoint === 'xs' ? style : { [`@media (min-width:${{ sm: 600, md: 900 }[breakpoint]}px)`]: style });

const classes: Record<string, StyleObject> = {};
for (const breakpoint of BREAKPOINTS) {
  for (let units = 0; units <= 8; units += 1) {
    classes[`gap-${breakpoint}-${units}`] = at(breakpoint, { '--hf-grid-row': `${units * 8}px`, '--hf-grid-column': `${units * 8}px` });
  }
  for (let span = 1; span <= 12; span += 1) {
    classes[`${breakpoint}-${span}`] = at(breakpoint, {
      flexGrow: 0,
      flexBasis: 'auto',
      width: `calc(100% * ${span} / 12 - (12 - ${span}) * (var(--hf-grid-column) / 12))`,
    });
  }
}


/**
 * FlexGrid's generated classes, spacing per breakpoint (`gap-md-3`) and column spans (`md-6`):
 * flex-grid.tsx imports this module for its rules only and names the classes itself, so no page
 * downloads the map of all of them.
 */
export default defineStyles('flex-grid-columns', classes);
