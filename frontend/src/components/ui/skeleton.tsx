import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

/**
 * A loading placeholder: the part of MUI's Skeleton the public pages use (text and rectangular
 * shapes with a pulse), in CSS only so the pages that show it ship less JavaScript.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  sx,
}: {
  variant?: 'text' | 'rectangular';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={[
        {
          display: 'block',
          bgcolor: 'action.hover',
          borderRadius: variant === 'text' ? 1 : 0,
          width: width ?? '100%',
          height: height ?? (variant === 'text' ? '1.2em' : 120),
          my: variant === 'text' ? 0.75 : 0,
          animation: 'hf-pulse 1.5s ease-in-out 0.5s infinite',
          '@keyframes hf-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
