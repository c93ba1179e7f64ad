import Box, { type BoxProps } from '@mui/system/Box';
import { forwardRef } from 'react';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Spacing = number | Partial<Record<Breakpoint, number>>;

export type GridProps = Omit<BoxProps, 'ref'> & {
  container?: boolean;
  spacing?: Spacing;
  /** Columns out of 12 per breakpoint, as in MUI's Grid. */
  size?: Partial<Record<Breakpoint, number>>;
};

/**
 * The subset of MUI's Grid the public pages use (12 columns, spacing, size per breakpoint), as a
 * CSS grid on Box: same markup intent, less JavaScript on every page.
 */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid({ container, spacing, size, sx, ...props }, ref) {
  const own = container
    ? {
        display: 'grid',
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        rowGap: spacing ?? 0,
        // Eleven column gaps must fit a 360 px screen: cap them relative to the viewport.
        columnGap: mapSpacing(spacing ?? 0, (units) => `min(${units * 8}px, 2.4vw)`),
      }
    : {
        gridColumn: Object.fromEntries(Object.entries({ xs: 12, ...size }).map(([key, span]) => [key, `span ${span}`])),
        minWidth: 0,
      };
  return <Box ref={ref} sx={[own, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />;
});

function mapSpacing(spacing: Spacing, map: (units: number) => string) {
  return typeof spacing === 'number'
    ? map(spacing)
    : Object.fromEntries(Object.entries(spacing).map(([key, units]) => [key, map(units ?? 0)]));
}
