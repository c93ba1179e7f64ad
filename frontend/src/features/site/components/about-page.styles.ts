import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';
import { headingFont } from '@/theme/fonts';

export default defineStyles('about', {
  narrow: { display: { xs: 'inline', lg: 'none' } },
  large: { display: { xs: 'none', lg: 'inline', xl: 'none' } },
  extraLarge: { display: { xs: 'none', xl: 'inline' } },
  timeline: {
    listStyle: 'none',
    p: 0,
    m: 0,
    position: 'relative',
    // The line down the middle: a list may hold only items, so it is drawn, not an element.
    '&::before': { content: '""', position: 'absolute', top: 0, bottom: 0, left: { xs: '11px', md: '50%' }, width: '2px', bgcolor: 'divider' },
  },
  entry: { position: 'relative', display: 'flex', justifyContent: 'flex-start', pl: { xs: 5, md: 0 }, mb: 4 },
  entryRight: { justifyContent: { xs: 'flex-start', md: 'flex-end' } },
  dot: {
    position: 'absolute',
    left: { xs: '4px', md: 'calc(50% - 7px)' },
    top: '26px',
    width: '16px',
    height: '16px',
    borderRadius: '50%',
    bgcolor: 'primary.main',
    boxShadow: '0 0 0 5px var(--hf-palette-background-default)',
  },
  dotSecondary: { bgcolor: 'secondary.main' },
  entryCard: { p: 3, width: { xs: '100%', md: 'calc(50% - 40px)' }, '&:hover': { borderColor: 'primary.main' } },
  year: { fontFamily: headingFont, fontWeight: 700, fontSize: 34, color: 'primary.main', lineHeight: 1 },
  mt1: { mt: 1 },
  entryText: { mt: 1, color: 'text.secondary', lineHeight: 1.65 },
  story: { color: 'text.secondary', fontSize: 18, lineHeight: 1.75 },
  figures: { ...STACK_CHILDREN, display: 'flex', flexDirection: 'column', gap: 2 },
  figure: { p: 3, borderRadius: 4, border: 1, borderColor: 'divider' },
  figureValue: { fontFamily: headingFont, fontWeight: 700, fontSize: { xs: 44, md: 56 }, lineHeight: 1 },
  figureLabel: { mt: 1, color: 'text.secondary', fontWeight: 600 },
  valueCard: { p: 4, height: '100%', '&:hover': { borderColor: 'primary.main', transform: 'translateY(-4px)' } },
  valueNumber: { fontFamily: headingFont, fontWeight: 700, color: 'primary.main', fontSize: 15 },
  valueTitle: { mt: 1.5 },
  join: { ...STACK_CHILDREN, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, justifyContent: 'space-between', alignItems: { md: 'center' } },
});
