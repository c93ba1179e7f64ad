import Box, { type BoxProps } from '@mui/system/Box';
import { forwardRef } from 'react';

/**
 * Flat surfaces of the public pages, with the look theme.ts gives MUI's Card, CardContent, Paper and
 * Divider in the studio: the paper colour, a hairline border, no shadow.
 */
function surface(name: string, base: BoxProps['sx'], defaultComponent: BoxProps['component'] = 'div') {
  const Surface = forwardRef<HTMLElement, BoxProps & { variant?: 'outlined' }>(function Surface({ sx, variant, component, ...props }, ref) {
    const outline = variant === 'outlined' && { border: '1px solid', borderColor: 'divider' };
    return <Box ref={ref} component={component ?? defaultComponent} sx={[base, outline, ...(Array.isArray(sx) ? sx : [sx])]} {...props} />;
  });
  Surface.displayName = name;
  return Surface;
}

const paper = { bgcolor: 'background.paper', color: 'text.primary' } as const;

export const Card = surface('Card', {
  ...paper,
  border: '1px solid',
  borderColor: 'divider',
  overflow: 'hidden',
  borderRadius: 'var(--hf-look-cardRadius)',
  transition: 'var(--hf-look-surfaceTransition)',
});

export const CardContent = surface('CardContent', { p: 2, '&:last-child': { pb: 3 } });

/** MUI's Paper: no shadow; `variant="outlined"` adds the hairline border. */
export const Paper = surface('Paper', { ...paper, borderRadius: 1 });

export const Divider = surface('Divider', { m: 0, flexShrink: 0, border: 0, borderBottom: '1px solid', borderColor: 'divider' }, 'hr');
