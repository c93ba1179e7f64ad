import { defineStyles, STACK_CHILDREN } from '@/theme/define-styles';
import { headingFont } from '@/theme/fonts';

/** A service's brand colour comes in `--hf-brand` (an inline style on its row). */
export default defineStyles('services', {
  row: { alignItems: 'center' },
  visual: {
    aspectRatio: '4 / 3',
    borderRadius: 5,
    border: 1,
    borderColor: 'divider',
    display: 'grid',
    placeItems: 'center',
    position: 'relative',
    overflow: 'hidden',
  },
  logo: { fontFamily: headingFont, fontWeight: 700, fontSize: 'clamp(2.2rem, 5vw, 4.5rem)', letterSpacing: '-0.04em', color: '#fff' },
  badge: { position: 'absolute', top: '20px', left: '20px', width: '56px', height: '56px', borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,0.08)' },
  kicker: { color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1.25 },
  bar: { width: '24px', height: '3px', borderRadius: 2, bgcolor: 'var(--hf-brand)' },
  description: { mt: 2, color: 'text.secondary', fontSize: 18, lineHeight: 1.7 },
  highlights: { ...STACK_CHILDREN, listStyle: 'none', p: 0, my: 3, display: 'flex', flexDirection: 'column', gap: 1 },
  highlight: { ...STACK_CHILDREN, display: 'flex', gap: 1.5, alignItems: 'center' },
  check: { color: 'var(--hf-brand)' },
  strong: { fontWeight: 600 },
  career: { ...STACK_CHILDREN, display: 'flex', flexDirection: 'column', gap: 3, alignItems: 'center', textAlign: 'center' },
});
