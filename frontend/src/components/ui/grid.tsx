import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '@/theme/define-styles';
import { gridLayoutClasses, type GridLayoutProps } from './grid-layout';
import styles from './grid.styles';
// After grid.styles: its classes override the container's and the item's defaults.
import './grid-columns.styles';

export type GridProps = ComponentPropsWithoutRef<'div'> &
  GridLayoutProps & {
    /** Accepted for MUI's call sites; the grid places items in source order. */
    direction?: string;
  };

/**
 * The subset of MUI's Grid the public pages use (12 columns, spacing, size per breakpoint), as a
 * CSS grid whose classes are resolved at build time.
 */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid({ container, spacing, size, direction: _direction, className, ...props }, ref) {
  const layout = gridLayoutClasses('grid-columns', { container, spacing, size });
  return <div ref={ref} className={cx(container ? styles.container : styles.item, ...layout, className)} {...props} />;
});
