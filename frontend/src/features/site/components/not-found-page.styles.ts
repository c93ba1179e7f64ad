import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';
import { headingFont } from '@/theme/fonts';

export default defineStyles('not-found', {
  page: { py: { xs: 10, md: 16 }, textAlign: 'center' },
  code: {
    fontFamily: headingFont,
    fontWeight: 700,
    fontSize: 'clamp(7rem, 28vw, 16rem)',
    lineHeight: 0.9,
    letterSpacing: '-0.06em',
    background: 'linear-gradient(120deg, var(--hf-palette-primary-main), #ffb020)',
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  title: { mt: 2 },
  lead: { mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.6, maxWidth: '560px', mx: 'auto' },
  actions: { ...STACK_CHILDREN, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center', mt: 5 },
  help: { mt: 5, color: 'text.secondary' },
});
