import { defineStyles } from '@/theme/define-styles';

export default defineStyles('chip', {
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    height: '32px',
    margin: 0,
    paddingInline: '12px',
    borderRadius: 'var(--hf-look-pillRadius)',
    border: 0,
    fontFamily: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 300ms cubic-bezier(0.4, 0, 0.2, 1), box-shadow 300ms cubic-bezier(0.4, 0, 0.2, 1)',
    '&:hover': { backgroundColor: 'var(--hf-palette-action-hover)' },
    '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: '2px' },
  },
  outlined: { paddingInline: '11px', border: '1px solid', backgroundColor: 'transparent' },
  filledPrimary: {
    backgroundColor: 'var(--hf-palette-primary-dark)',
    color: 'var(--hf-palette-primary-contrastText)',
    '&:hover': { backgroundColor: 'var(--hf-palette-primary-dark)' },
  },
  outlinedPrimary: { color: 'var(--hf-palette-primary-main)', borderColor: 'rgba(var(--hf-palette-primary-mainChannel) / 0.7)' },
  filledDefault: { backgroundColor: 'var(--hf-palette-action-selected)', color: 'var(--hf-palette-text-primary)' },
  outlinedDefault: { color: 'var(--hf-palette-text-primary)', borderColor: 'var(--hf-palette-Chip-defaultBorder)' },
});
