import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';

export default defineStyles('article-page', {
  back: { display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'text.secondary', '&:hover': { color: 'text.primary' } },
  skeleton: { py: { xs: 6, md: 10 } },
  mt1: { mt: 1 },
  mt3: { mt: 3 },
  coverSkeleton: { mt: 4, borderRadius: 4 },
  notFound: { py: { xs: 12, md: 18 }, textAlign: 'center' },
  notFoundText: { mt: 2, color: 'text.secondary', fontSize: 18 },
  mt4: { mt: 4 },
  head: { pt: { xs: 5, md: 8 } },
  headStack: { ...STACK_CHILDREN, display: 'flex', flexDirection: 'column', gap: 2.5, mt: 4 },
  title: { fontSize: 'clamp(2.25rem, 5vw, 4rem)' },
  meta: { display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' },
  byline: { color: 'text.secondary', fontWeight: 500 },
  coverBand: { mt: { xs: 4, md: 6 } },
  cover: { borderRadius: { xs: 3, md: 5 }, aspectRatio: '1200 / 630', bgcolor: 'action.hover' },
  body: { pb: { xs: 10, md: 14 } },
  excerpt: { mt: { xs: 4, md: 6 }, fontSize: { xs: 20, md: 23 }, lineHeight: 1.6, fontWeight: 500 },
  end: { mt: 6 },
});
