import { defineStyles } from '@/theme/define-styles';

export default defineStyles('legal', {
  page: { pb: { xs: 10, md: 14 } },
  intro: { fontSize: 19, lineHeight: 1.75 },
  section: { mt: 5 },
  paragraph: { mt: 1.5, color: 'text.secondary', fontSize: 17, lineHeight: 1.8 },
  questions: { mt: 8, p: { xs: 3, md: 5 }, borderRadius: 5 },
  reply: { mt: 1, color: 'text.secondary' },
  mail: { mt: 3, maxWidth: '100%', overflowWrap: 'anywhere' },
});
