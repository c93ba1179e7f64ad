import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';

/** What the top bar and the mobile menu share: the link look (and the menu's larger links). */
export default defineStyles('nav', {
  link: {
    position: 'relative',
    color: 'text.secondary',
    fontWeight: 600,
    fontSize: 15,
    textDecoration: 'none',
    px: 1.5,
    py: 1,
    borderRadius: 'var(--hf-look-pillRadius)',
    transition: 'color 160ms ease, background-color 160ms ease',
    '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: '2px' },
    '&.active': { color: 'text.primary', bgcolor: 'action.selected' },
    '&.active::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      bottom: '2px',
      width: '5px',
      height: '5px',
      borderRadius: '50%',
      bgcolor: 'primary.main',
      transform: 'translateX(-50%)',
    },
  },
  mobileLink: { display: 'block', fontSize: 22, py: 1.5, px: 2, '&.active::after': { display: 'none' } },
  mobileList: { ...STACK_CHILDREN, listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 },
});
