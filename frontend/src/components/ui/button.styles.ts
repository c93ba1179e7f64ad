import { defineStyles } from '@/theme/define-styles';

// The brand's look (theme/brand-look.ts) as the theme's CSS variables, like the palette's colours.
// Lengths are strings: in sx, numbers on spacing and radius properties are theme units.
const focusRing = { outline: 'var(--hf-look-focusRing)', outlineOffset: '3px' };
const hoverTint = 'rgba(var(--hf-palette-primary-mainChannel) / var(--hf-palette-action-hoverOpacity))';

export default defineStyles('button', {
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    margin: 0,
    paddingBlock: '6px',
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
    '&:hover': { transform: 'var(--hf-look-hoverLift)' },
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'default', pointerEvents: 'none', color: 'var(--hf-palette-action-disabled)' },
    '& .button-icon': { display: 'inherit' },
    '& .button-icon-start': { marginInline: '-4px 8px' },
    '& .button-icon-end': { marginInline: '8px -4px' },
  },
  fullWidth: { width: '100%' },
  // White on the brand red needs the deeper shade for 4.5:1 contrast.
  contained: {
    backgroundColor: 'var(--hf-palette-primary-dark)',
    color: 'var(--hf-palette-primary-contrastText)',
    border: 0,
    '&:hover': { boxShadow: '0 10px 30px -10px var(--hf-palette-primary-main)' },
    '&:disabled, &[aria-disabled="true"]': { backgroundColor: 'var(--hf-palette-action-disabledBackground)' },
  },
  outlined: {
    backgroundColor: 'transparent',
    color: 'var(--hf-palette-text-primary)',
    border: '2px solid var(--hf-palette-divider)',
    '&:hover': { borderColor: 'var(--hf-palette-text-primary)', backgroundColor: hoverTint },
    '&:disabled, &[aria-disabled="true"]': { border: '1px solid var(--hf-palette-action-disabledBackground)' },
  },
  text: {
    backgroundColor: 'transparent',
    color: 'var(--hf-palette-primary-main)',
    border: 0,
    '&:hover': { backgroundColor: hoverTint },
  },
  small: { minHeight: 'var(--hf-look-controlHeight)', fontSize: '0.8125rem', paddingInline: '24px', '& .button-icon, & .button-icon > svg': { fontSize: '18px' } },
  medium: { minHeight: 'var(--hf-look-controlHeight)', fontSize: '0.875rem', paddingInline: '24px', '& .button-icon, & .button-icon > svg': { fontSize: '20px' } },
  large: { minHeight: 'var(--hf-look-controlHeightLarge)', fontSize: '1rem', paddingInline: '32px', '& .button-icon, & .button-icon > svg': { fontSize: '22px' } },
  icon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    margin: 0,
    padding: '8px',
    fontSize: '1.5rem',
    borderRadius: '50%',
    border: 0,
    backgroundColor: 'transparent',
    color: 'var(--hf-palette-action-active)',
    cursor: 'pointer',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
    '&:hover': { backgroundColor: 'var(--hf-palette-action-hover)' },
    '&:focus-visible': { ...focusRing, outlineOffset: '2px' },
  },
  iconSmall: { padding: '5px', fontSize: '1.125rem' },
});
