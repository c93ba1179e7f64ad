import { defineStyles } from '@/theme/define-styles';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { headingFont } from '@/theme/fonts';

export default defineStyles('article', {
  badge: {
    display: 'inline-block',
    px: 1.5,
    py: 0.5,
    borderRadius: '999px',
    fontSize: 12,
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  body: {
    fontSize: { xs: 17, md: 19 },
    lineHeight: 1.8,
    // A word longer than the column (a long URL, an article shown as its text) wraps instead of widening the page.
    overflowWrap: 'break-word',
    '& h1, & h2, & h3, & h4': { fontFamily: headingFont, lineHeight: 1.2, mt: 6, mb: 2, letterSpacing: '-0.02em' },
    '& h1': { fontSize: '2.2rem' },
    '& h2': { fontSize: '1.9rem' },
    '& h3': { fontSize: '1.45rem' },
    '& p, & ul, & ol, & table, & blockquote, & pre': { my: 2.5 },
    '& a': { color: 'primary.main', fontWeight: 600, textUnderlineOffset: '3px' },
    '& img': { maxWidth: '100%', height: 'auto', borderRadius: 3 },
    '& blockquote': { borderLeft: 4, borderColor: 'primary.main', pl: 3, ml: 0, color: 'text.secondary', fontStyle: 'italic' },
    '& code': { fontSize: '0.9em', bgcolor: 'action.hover', px: 0.75, py: 0.25, borderRadius: 1 },
    '& pre': { p: 2, bgcolor: 'action.hover', borderRadius: 2, overflowX: 'auto' },
    '& pre code': { bgcolor: 'transparent', p: 0 },
    '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
    '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
    '& li:has(> input[type=checkbox])': { listStyle: 'none', ml: -3 },
    '& .footnotes': { fontSize: '0.9em', color: 'text.secondary', borderTop: 1, borderColor: 'divider', mt: 6 },
    // The footnotes section's heading is for screen readers only (remark-gfm labels it "sr-only").
    '& .sr-only': visuallyHidden,
    // The studio's previews: an unsupported claim where it stands in the text.
    '& mark': { bgcolor: 'rgba(239, 68, 68, 0.18)', color: 'inherit', px: 0.25, borderRadius: 0.5, boxShadow: 'inset 0 -2px 0 rgba(239, 68, 68, 0.7)' },
    // A banned phrase (the editor's preview): amber where a claim is red.
    '& mark[data-testid="banned-in-text"]': { bgcolor: 'rgba(245, 158, 11, 0.22)', boxShadow: 'inset 0 -2px 0 rgba(245, 158, 11, 0.85)' },
  },
  skeleton: { mt: 4 },
});
