import { defineStyles } from '@/theme/define-styles';

export default defineStyles('hero', {
  band: {
    pt: { xs: 8, md: 14 },
    pb: { xs: 6, md: 10 },
    background: 'radial-gradient(ellipse 70% 60% at 80% 0%, rgba(var(--hf-palette-primary-mainChannel) / 0.18), transparent)',
  },
  eyebrow: { color: 'primary.main', mb: 2 },
  title: { maxWidth: '1000px' },
  lead: { mt: 3, maxWidth: '720px', color: 'text.secondary', fontSize: { xs: 18, md: 21 }, lineHeight: 1.6 },
});
