import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './flex-grid.styles';
import { gridLayoutClasses, type GridLayoutProps } from './grid-layout';
// After flex-grid.styles: its classes override the container's defaults.
import './flex-grid-columns.styles';

export type FlexGridProps = ComponentPropsWithoutRef<'div'> &
  GridLayoutProps & {
    /** MUI's direction: 'row-reverse' swaps the items of a row. */
    direction?: 'row' | 'row-reverse';
  };

/**
 * MUI's Grid (v2: a wrapping flex row, spacing as gaps) with the same props, its classes resolved at
 * build time. The pages that used @mui/system's Grid look the same with it.
 */
export const FlexGrid = forwardRef<HTMLDivElement, FlexGridProps>(function FlexGrid({ container, spacing, size, direction, className, ...props }, ref) {
  const own = container ? [styles.container, direction === 'row-reverse' && styles.reverse] : [styles.item];
  return <div ref={ref} className={cx(...own, ...gridLayoutClasses('flex-grid-columns', { container, spacing, size }), className)} {...props} />;
});
