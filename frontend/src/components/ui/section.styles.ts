import { defineStyles } from '@/theme/define-styles';

export default defineStyles('section', {
  band: { py: { xs: 8, md: 12 } },
  paper: { bgcolor: 'background.paper' },
  heading: { mb: { xs: 4, md: 6 }, textAlign: 'left', maxWidth: '820px', mx: 0 },
  headingCenter: { textAlign: 'center', maxWidth: '760px', mx: 'auto' },
  eyebrow: { color: 'primary.main' },
  lead: { mt: 2, color: 'text.secondary', fontSize: { xs: 17, md: 19 }, lineHeight: 1.6 },
});
