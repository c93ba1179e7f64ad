import { defineStyles, type StyleObject } from '@/theme/define-styles';

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
/** The spacing and span classes are in flex-grid-columns.styles (after these rules, which they override). */
export default defineStyles('flex-grid', classes);
