import { defineStyles, type StyleObject } from '@/theme/define-styles';

const BREAKPOINTS = ['xs', 'sm', 'md'] as const;
const at = (breakpoint: (typeof BREAKPOINTS)[number], style: StyleObject): StyleObject => (breakpoint === 'xs' ? style : { [`@media (min-width:${{ sm: 600, md: 900 }[breakpoint]}px)`]: style });

/** MUI's Grid (v2) as classes: a wrapping flex row whose items take n/12 of it less their share of the gaps. */
const classes: Record<string, StyleObject> = {
  container: {
    '--hf-grid-row': '0px',
    '--hf-grid-column': '0px',
    display: 'flex',
    flexWrap: 'wrap',
    minWidth: 0,
    boxSizing: 'border-box',
    gap: 'var(--hf-grid-row) var(--hf-grid-column)',
  },
  reverse: { flexDirection: 'row-reverse' },
  item: { minWidth: 0, boxSizing: 'border-box' },
};
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

export default defineStyles('flex-grid', classes);
