import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { cx } from '@/theme/define-styles';
import styles from './button.styles';

type Variant = 'contained' | 'outlined' | 'text';
type Size = 'small' | 'medium' | 'large';

/** What both buttons take besides a <button>'s props: a link target, another element. */
type ButtonBaseProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  /** Rendered as a link when set (with `component`, e.g. LinkBehavior for routes inside the site). */
  href?: string;
  target?: string;
  rel?: string;
  component?: ElementType;
};

/** The element a button renders (a link when it has href) and its type: a plain button never submits by default. */
function element({ component, href, type }: Pick<ButtonBaseProps, 'component' | 'href' | 'type'>) {
  const as: ElementType = component ?? (href ? 'a' : 'button');
  return { Element: as, href, type: as === 'button' ? (type ?? 'button') : type };
}

export type ButtonProps = ButtonBaseProps & {
  variant?: Variant;
  /** Only 'inherit' is accepted (MUI's prop); the button's colours come from its variant. */
  color?: 'inherit';
  size?: Size;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
};

/** The site's button (the public pages' subset of MUI's Button, with theme.ts's look), styled at build time. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'text', size = 'medium', startIcon, endIcon, component, href, children, type, color: _color, fullWidth, className, ...props },
  ref,
) {
  const { Element, ...own } = element({ component, href, type });
  return (
    <Element ref={ref} {...own} className={cx(styles.root, styles[variant], styles[size], fullWidth && styles.fullWidth, className)} {...props}>
      {startIcon && <span className="button-icon button-icon-start">{startIcon}</span>}
      {children}
      {endIcon && <span className="button-icon button-icon-end">{endIcon}</span>}
    </Element>
  );
});

export type IconButtonProps = ButtonBaseProps & { size?: 'small' | 'medium' };

/** A round button holding one icon (MUI's IconButton look); name it with aria-label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { size = 'medium', component, href, type, className, ...props },
  ref,
) {
  const { Element, ...own } = element({ component, href, type });
  return <Element ref={ref} {...own} className={cx(styles.icon, size === 'small' && styles.iconSmall, className)} {...props} />;
});
