import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx, styleClassName } from '@/theme/define-styles';
import styles from './grid.styles';
// After grid.styles: its classes override the container's and the item's defaults.
import './grid-columns.styles';

/** A class of grid-columns.styles, named from its key (the module's map is never downloaded). */
const column = (key: string) => styleClassName('grid-columns', key);

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
    ? [styles.container, ...Object.entries(typeof spacing === 'number' ? { xs: spacing } : (spacing ?? {})).map(([key, units]) => column(`gap-${key}-${units}`))]
    : [styles.item, ...Object.entries(size ?? {}).map(([key, span]) => column(`${key}-${span}`))];
  return <div ref={ref} className={cx(...own, className)} {...props} />;
});
