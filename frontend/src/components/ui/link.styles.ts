import { defineStyles } from '@/theme/define-styles';

export default defineStyles('link', {
  root: {
    color: 'var(--hf-palette-primary-main)',
    textDecoration: 'none',
    textDecorationColor: 'rgba(var(--hf-palette-primary-mainChannel) / 0.4)',
    '&:hover': { textDecoration: 'underline', textDecorationColor: 'inherit' },
    '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: 2, borderRadius: '4px' },
  },
  always: { textDecoration: 'underline' },
});
