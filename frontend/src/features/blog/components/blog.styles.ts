import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';

const clampLines = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

/** The blog's cards, lists and teasers. */
export default defineStyles('blog', {
  imageFrame: { bgcolor: 'action.hover' },
  card: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    position: 'relative',
    '&:hover': { transform: 'translateY(-4px)', borderColor: 'primary.main' },
    '&:hover img': { transform: 'scale(1.04)' },
    '& img': { transition: 'transform 400ms ease' },
  },
  cardContent: { p: 3, display: 'flex', flexDirection: 'column', flex: 1, gap: 1.5 },
  cardTitle: { ...clampLines(2), fontSize: 21, lineHeight: 1.3 },
  excerpt2: { ...clampLines(2), color: 'text.secondary', lineHeight: 1.6 },
  excerpt3: { ...clampLines(3), color: 'text.secondary', lineHeight: 1.6 },
  readMore: {
    mt: 'auto',
    pt: 1,
    fontWeight: 700,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.75,
    color: 'primary.main',
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
  teaserHead: { ...STACK_CHILDREN, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, justifyContent: 'space-between', alignItems: { md: 'flex-end' }, mb: { xs: 4, md: 6 } },
  teaserButton: { flexShrink: 0, mb: { md: 6 } },
  academyEmpty: { p: { xs: 4, md: 6 }, borderRadius: 5, textAlign: 'center' },
  academyNote: { mt: 1.5, color: 'text.secondary' },
  mt3: { mt: 3 },
  academyMore: { ...STACK_CHILDREN, display: 'flex', justifyContent: 'center', mt: 5 },
  cta: {
    mt: 8,
    p: { xs: 4, md: 6 },
    borderRadius: 5,
    textAlign: 'center',
    color: '#fff',
    background: 'linear-gradient(135deg, #c8102e 0%, #7a1fa2 100%)',
  },
  ctaText: { mt: 1.5, opacity: 0.92, fontSize: 18 },
  ctaButton: { mt: 3, bgcolor: '#fff', color: '#0a0a0f', '&:hover': { bgcolor: '#f1f1f1' } },
});
