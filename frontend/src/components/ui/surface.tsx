import { forwardRef, type ComponentPropsWithoutRef, type ElementType } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './surface.styles';

export type SurfaceProps = ComponentPropsWithoutRef<'div'> & { component?: ElementType; variant?: 'outlined' };

/**
 * Flat surfaces of the public pages, with the look theme.ts gives MUI's Card, CardContent, Paper and
 * Divider in the studio: the paper colour, a hairline border, no shadow.
 */
function surface(name: string, own: string, defaultComponent: ElementType = 'div') {
  const Surface = forwardRef<HTMLElement, SurfaceProps>(function Surface({ className, variant, component, ...props }, ref) {
    const Element = component ?? defaultComponent;
    return <Element ref={ref} className={cx(own, variant === 'outlined' && styles.outlined, className)} {...props} />;
  });
  Surface.displayName = name;
  return Surface;
}

export const Card = surface('Card', styles.card);
export const CardContent = surface('CardContent', styles.cardContent);
export const Paper = surface('Paper', styles.paper);
export const Divider = surface('Divider', styles.divider, 'hr');
