import { styled, type SxProps, type Theme } from '@mui/system';
import { typography } from 'virtual:hf-theme';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type Ref } from 'react';
import type { TypographyVariant } from '@/theme/static-theme';
import { forwardPropsExcept } from './forward-props';

/** The element each variant renders by default (MUI's mapping). */
const ELEMENT: Partial<Record<TypographyVariant, ElementType>> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
};

const Text = styled('p', { shouldForwardProp: forwardPropsExcept('variant') })<{ variant: TypographyVariant }>(
  ({ variant }) => ({ margin: 0, ...typography[variant] }),
);

export type TypographyProps = Omit<ComponentPropsWithoutRef<'p'>, 'color'> & {
  variant?: TypographyVariant;
  component?: ElementType;
  sx?: SxProps<Theme>;
};

/** Text in one of the theme's typography variants (the public pages' subset of MUI's Typography). */
export const Typography = forwardRef<HTMLElement, TypographyProps>(function Typography({ variant = 'body1', component, ...props }, ref) {
  return <Text ref={ref as Ref<HTMLParagraphElement>} as={component ?? ELEMENT[variant] ?? 'span'} variant={variant} {...props} />;
});
