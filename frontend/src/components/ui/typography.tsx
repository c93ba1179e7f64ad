import { forwardRef, type ComponentPropsWithoutRef, type ElementType } from 'react';
import { cx } from '@/theme/define-styles';
import type { TypographyVariant } from '@/theme/static-theme';
import styles from './typography.styles';

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

export type TypographyProps = Omit<ComponentPropsWithoutRef<'p'>, 'color'> & {
  variant?: TypographyVariant;
  component?: ElementType;
};

/**
 * Text in one of the theme's typography variants (the public pages' subset of MUI's Typography),
 * styled by a class resolved at build time; the caller's className adds to it.
 */
export const Typography = forwardRef<HTMLElement, TypographyProps>(function Typography({ variant = 'body1', component, className, ...props }, ref) {
  const Element = component ?? ELEMENT[variant] ?? 'span';
  return <Element ref={ref} className={cx(styles[variant], className)} {...props} />;
});
