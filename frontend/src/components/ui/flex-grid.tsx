import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx, styleClassName } from '@/theme/define-styles';
import styles from './flex-grid.styles';
// After flex-grid.styles: its classes override the container's defaults.
import './flex-grid-columns.styles';

/** A class of flex-grid-columns.styles, named from its key (the module's map is never downloaded). */
const column = (key: string) => styleClassName('flex-grid-columns', key);

type Breakpoint = 'xs' | 'sm' | 'md';
type Spacing = number | Partial<Record<Breakpoint, number>>;

export type FlexGridProps = ComponentPropsWithoutRef<'div'> & {
  container?: boolean;
  spacing?: Spacing;
  /** Columns out of 12 per breakpoint. */
  size?: Partial<Record<Breakpoint, number>>;
  /** MUI's direction: 'row-reverse' swaps the items of a row. */
  direction?: 'row' | 'row-reverse';
};

/**
 * MUI's Grid (v2: a wrapping flex row, spacing as gaps) with the same props, its classes resolved at
 * build time. The pages that used @mui/system's Grid look the same with it.
 */
export const FlexGrid = forwardRef<HTMLDivElement, FlexGridProps>(function FlexGrid({ container, spacing, size, direction, className, ...props }, ref) {
  const own = container
    ? [
        styles.container,
        direction === 'row-reverse' && styles.reverse,
        ...Object.entries(typeof spacing === 'number' ? { xs: spacing } : (spacing ?? {})).map(([key, units]) => column(`gap-${key}-${units}`)),
      ]
    : [styles.item, ...Object.entries(size ?? {}).map(([key, span]) => column(`${key}-${span}`))];
  return <div ref={ref} className={cx(...own, className)} {...props} />;
});
