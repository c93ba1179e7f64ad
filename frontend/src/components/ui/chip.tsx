import { styled, type SxProps, type Theme } from '@mui/system';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { forwardPropsExcept } from './forward-props';

const Root = styled('button', { shouldForwardProp: forwardPropsExcept('variant', 'tone') })<{
  variant: 'filled' | 'outlined';
  tone: 'primary' | 'default';
}>(({ variant, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  height: 32,
  margin: 0,
  paddingInline: variant === 'outlined' ? 11 : 12,
  borderRadius: 'var(--hf-look-pillRadius)',
  border: variant === 'outlined' ? '1px solid' : 0,
  fontFamily: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 300ms cubic-bezier(0.4, 0, 0.2, 1), box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1)',
  ...(tone === 'primary'
    ? variant === 'filled'
      ? { backgroundColor: 'var(--hf-palette-primary-dark)', color: 'var(--hf-palette-primary-contrastText)' }
      : { backgroundColor: 'transparent', color: 'var(--hf-palette-primary-main)', borderColor: 'rgba(var(--hf-palette-primary-mainChannel) / 0.7)' }
    : variant === 'filled'
      ? { backgroundColor: 'var(--hf-palette-action-selected)', color: 'var(--hf-palette-text-primary)' }
      : { backgroundColor: 'transparent', color: 'var(--hf-palette-text-primary)', borderColor: 'var(--hf-palette-Chip-defaultBorder)' }),
  '&:hover': { backgroundColor: tone === 'primary' && variant === 'filled' ? 'var(--hf-palette-primary-dark)' : 'var(--hf-palette-action-hover)' },
  '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: 2 },
}));

export type ChipProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  label: string;
  variant?: 'filled' | 'outlined';
  color?: 'primary';
  /** Always clickable (MUI's prop, accepted for the same call sites). */
  clickable?: true;
  sx?: SxProps<Theme>;
};

/** A clickable chip (the blog's category filter; MUI's Chip look as theme.ts sets it). */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip({ label, variant = 'filled', color, clickable: _clickable, ...props }, ref) {
  return (
    <Root ref={ref} type="button" variant={variant} tone={color ?? 'default'} {...props}>
      {label}
    </Root>
  );
});
