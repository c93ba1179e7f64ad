import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './flex-grid.styles';

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
        ...Object.entries(typeof spacing === 'number' ? { xs: spacing } : (spacing ?? {})).map(([key, units]) => styles[`gap-${key}-${units}`]),
      ]
    : [styles.item, ...Object.entries(size ?? {}).map(([key, span]) => styles[`${key}-${span}`])];
  return <div ref={ref} className={cx(...own, className)} {...props} />;
});
