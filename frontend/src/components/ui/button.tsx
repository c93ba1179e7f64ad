import { styled, type SxProps, type Theme } from '@mui/system';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { forwardPropsExcept } from './forward-props';

type Variant = 'contained' | 'outlined' | 'text';
type Size = 'small' | 'medium' | 'large';

// The brand's look (theme/brand-look.ts) as the theme's CSS variables, like the palette's colours.
const focusRing = { outline: 'var(--hf-look-focusRing)', outlineOffset: 3 };
const hoverTint = 'rgba(var(--hf-palette-primary-mainChannel) / var(--hf-palette-action-hoverOpacity))';

const VARIANT = {
  // White on the brand red needs the deeper shade for 4.5:1 contrast.
  contained: {
    backgroundColor: 'var(--hf-palette-primary-dark)',
    color: 'var(--hf-palette-primary-contrastText)',
    border: 0,
    '&:hover': { boxShadow: '0 10px 30px -10px var(--hf-palette-primary-main)' },
  },
  outlined: {
    backgroundColor: 'transparent',
    color: 'var(--hf-palette-text-primary)',
    border: '2px solid var(--hf-palette-divider)',
    '&:hover': { borderColor: 'var(--hf-palette-text-primary)', backgroundColor: hoverTint },
  },
  text: {
    backgroundColor: 'transparent',
    color: 'var(--hf-palette-primary-main)',
    border: 0,
    '&:hover': { backgroundColor: hoverTint },
  },
} as const;

const SIZE = {
  small: { minHeight: 'var(--hf-look-controlHeight)', fontSize: '0.8125rem', paddingInline: 24, iconSize: 18 },
  medium: { minHeight: 'var(--hf-look-controlHeight)', fontSize: '0.875rem', paddingInline: 24, iconSize: 20 },
  large: { minHeight: 'var(--hf-look-controlHeightLarge)', fontSize: '1rem', paddingInline: 32, iconSize: 22 },
} as const;

const Root = styled('button', { shouldForwardProp: forwardPropsExcept('variant', 'size', 'fullWidth') })<{
  variant: Variant;
  size: Size;
  fullWidth?: boolean;
  href?: string;
}>(({ variant, size, fullWidth }) => {
  const { iconSize, ...sizing } = SIZE[size];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: fullWidth ? '100%' : undefined,
    margin: 0,
    paddingBlock: 6,
    ...sizing,
    borderRadius: 'var(--hf-look-pillRadius)',
    fontFamily: 'inherit',
    fontWeight: 700,
    lineHeight: 1.75,
    letterSpacing: '0.02em',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'var(--hf-look-controlTransition)',
    ...VARIANT[variant],
    '&:hover': { transform: 'var(--hf-look-hoverLift)', ...VARIANT[variant]['&:hover'] },
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'default',
      pointerEvents: 'none',
      color: 'var(--hf-palette-action-disabled)',
      ...(variant === 'contained' && { backgroundColor: 'var(--hf-palette-action-disabledBackground)' }),
      ...(variant === 'outlined' && { border: '1px solid var(--hf-palette-action-disabledBackground)' }),
    },
    '& .button-icon': { display: 'inherit', fontSize: iconSize },
    '& .button-icon > svg': { fontSize: iconSize },
  };
});

/** What both buttons take besides a <button>'s props: a link target, another element, sx. */
type ButtonBaseProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  /** Rendered as a link when set (with `component`, e.g. LinkBehavior for routes inside the site). */
  href?: string;
  target?: string;
  rel?: string;
  component?: ElementType;
  sx?: SxProps<Theme>;
};

/** The element a button renders (a link when it has href) and its type: a plain button never submits by default. */
function element({ component, href, type }: Pick<ButtonBaseProps, 'component' | 'href' | 'type'>) {
  const as = component ?? (href ? 'a' : 'button');
  return { as, href, type: as === 'button' ? (type ?? 'button') : type };
}

export type ButtonProps = ButtonBaseProps & {
  variant?: Variant;
  /** Only 'inherit' is accepted (for sx colours); the button's colours come from its variant. */
  color?: 'inherit';
  size?: Size;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
};

/** The site's button (the public pages' subset of MUI's Button, with theme.ts's look). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'text', size = 'medium', startIcon, endIcon, component, href, children, type, color: _color, ...props },
  ref,
) {
  return (
    <Root ref={ref} {...element({ component, href, type })} variant={variant} size={size} {...props}>
      {startIcon && (
        <span className="button-icon" style={{ marginInline: '-4px 8px' }}>
          {startIcon}
        </span>
      )}
      {children}
      {endIcon && (
        <span className="button-icon" style={{ marginInline: '8px -4px' }}>
          {endIcon}
        </span>
      )}
    </Root>
  );
});

const IconRoot = styled('button', { shouldForwardProp: forwardPropsExcept('size') })<{ size: 'small' | 'medium'; href?: string }>(
  ({ size }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    margin: 0,
    padding: size === 'small' ? 5 : 8,
    fontSize: size === 'small' ? '1.125rem' : '1.5rem',
    borderRadius: '50%',
    border: 0,
    backgroundColor: 'transparent',
    color: 'var(--hf-palette-action-active)',
    cursor: 'pointer',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
    '&:hover': { backgroundColor: 'var(--hf-palette-action-hover)' },
    '&:focus-visible': { ...focusRing, outlineOffset: 2 },
  }),
);

export type IconButtonProps = ButtonBaseProps & { size?: 'small' | 'medium' };

/** A round button holding one icon (MUI's IconButton look); name it with aria-label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { size = 'medium', component, href, type, ...props },
  ref,
) {
  return <IconRoot ref={ref} {...element({ component, href, type })} size={size} {...props} />;
});
