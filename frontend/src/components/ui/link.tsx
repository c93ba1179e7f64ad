import { styled } from '@mui/system';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType } from 'react';
import type { SxProps, Theme } from '@mui/system';
import { forwardPropsExcept } from './forward-props';

const Anchor = styled('a', { shouldForwardProp: forwardPropsExcept('underline') })<{ underline: 'hover' | 'always' }>(
  ({ underline }) => ({
    color: 'var(--hf-palette-primary-main)',
    textDecoration: underline === 'always' ? 'underline' : 'none',
    textDecorationColor: 'rgba(var(--hf-palette-primary-mainChannel) / 0.4)',
    '&:hover': { textDecoration: 'underline', textDecorationColor: 'inherit' },
    '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: 2, borderRadius: 4 },
  }),
);

export type LinkProps = ComponentPropsWithoutRef<'a'> & {
  component?: ElementType;
  underline?: 'hover' | 'always';
  sx?: SxProps<Theme>;
};

/** A text link in the brand colour, underlined on hover (MUI's Link as theme.ts sets it up). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ component, underline = 'hover', ...props }, ref) {
  return <Anchor ref={ref} as={component} underline={underline} {...props} />;
});
