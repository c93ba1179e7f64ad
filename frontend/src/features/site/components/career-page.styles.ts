import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';

export default defineStyles('career', {
  start: { mt: 5 },
  about: { alignItems: 'center' },
  region: { p: 4, height: '100%', '&:hover': { borderColor: 'primary.main' } },
  regionStack: { ...STACK_CHILDREN, display: 'flex', flexDirection: 'column', gap: 1.5 },
  icon: { color: 'primary.main' },
  muted: { color: 'text.secondary' },
});
