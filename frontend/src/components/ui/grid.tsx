import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './grid.styles';

type Breakpoint = 'xs' | 'sm' | 'md';
type Spacing = number | Partial<Record<Breakpoint, number>>;

export type GridProps = ComponentPropsWithoutRef<'div'> & {
  container?: boolean;
  spacing?: Spacing;
  /** Columns out of 12 per breakpoint, as in MUI's Grid. */
  size?: Partial<Record<Breakpoint, number>>;
  /** Accepted for MUI's call sites; the grid places items in source order. */
  direction?: string;
};

/**
 * The subset of MUI's Grid the public pages use (12 columns, spacing, size per breakpoint), as a
 * CSS grid whose classes are resolved at build time.
 */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid({ container, spacing, size, direction: _direction, className, ...props }, ref) {
  const own = container
    ? [styles.container, ...Object.entries(typeof spacing === 'number' ? { xs: spacing } : (spacing ?? {})).map(([key, units]) => styles[`gap-${key}-${units}`])]
    : [styles.item, ...Object.entries(size ?? {}).map(([key, span]) => styles[`${key}-${span}`])];
  return <div ref={ref} className={cx(...own, className)} {...props} />;
});
