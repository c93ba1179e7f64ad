import { forwardRef, type ComponentPropsWithoutRef, type ElementType } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './container.styles';

export type ContainerProps = ComponentPropsWithoutRef<'div'> & { maxWidth?: 'sm' | 'md' | 'lg' | 'xl'; component?: ElementType };

/** A centred column with the page's gutters (MUI's Container), styled at build time. */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container({ maxWidth = 'lg', component, className, ...props }, ref) {
  const Element = component ?? 'div';
  return <Element ref={ref} className={cx(styles.root, styles[maxWidth], className)} {...props} />;
});
