import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';

export default defineStyles('social', {
  list: { ...STACK_CHILDREN, display: 'flex', listStyle: 'none', p: 0, m: 0, gap: 1 },
  column: { flexDirection: 'column' },
  button: {
    border: 1,
    borderColor: 'divider',
    color: 'text.primary',
    '&:hover': { color: 'primary.main', borderColor: 'primary.main' },
  },
});
