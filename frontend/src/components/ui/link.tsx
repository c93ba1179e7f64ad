import { forwardRef, type ComponentPropsWithoutRef, type ElementType } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './link.styles';

export type LinkProps = ComponentPropsWithoutRef<'a'> & {
  component?: ElementType;
  underline?: 'hover' | 'always';
};

/** A text link in the brand colour, underlined on hover (MUI's Link as theme.ts sets it up). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ component, underline = 'hover', className, ...props }, ref) {
  const Element = component ?? 'a';
  return <Element ref={ref} className={cx(styles.root, underline === 'always' && styles.always, className)} {...props} />;
});
