import { styleClassName } from '@/theme/define-styles';

type Breakpoint = 'xs' | 'sm' | 'md';

/** What both grids (Grid, FlexGrid) take as MUI's Grid does: a container's spacing, an item's columns out of 12. */
export interface GridLayoutProps {
  container?: boolean;
  spacing?: number | Partial<Record<Breakpoint, number>>;
  /** Columns out of 12 per breakpoint. */
  size?: Partial<Record<Breakpoint, number>>;
}

/**
 * A container's gap classes or an item's span classes, per breakpoint, from a columns module
 * (grid-columns.styles, flex-grid-columns.styles), named from its keys: the module's map is never downloaded.
 */
export function gridLayoutClasses(columns: string, { container, spacing, size }: GridLayoutProps): string[] {
  if (container) {
    return Object.entries(typeof spacing === 'number' ? { xs: spacing } : (spacing ?? {})).map(([key, units]) => styleClassName(columns, `gap-${key}-${units}`));
  }
  return Object.entries(size ?? {}).map(([key, span]) => styleClassName(columns, `${key}-${span}`));
}
