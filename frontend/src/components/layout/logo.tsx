import Box from '@mui/system/Box';
import { SITE } from '@app/site';
import { Link as RouterLink } from 'react-router-dom';
import { headingFont } from '@/theme/fonts';

/** The wordmark: a frame glyph and the brand name, drawn in SVG and type. */
export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      aria-label={`${SITE.brand} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: 'var(--hf-look-focusRing)', outlineOffset: 4 },
      }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 32, height: 32 }}>
        <rect x="1" y="1" width="30" height="30" rx="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M9 8h4v6.5h6V8h4v16h-4v-6h-6v6H9z" fill="var(--hf-palette-primary-main)" />
      </Box>
      <Box component="span" sx={{ fontFamily: headingFont, fontWeight: 700, fontSize: 22, letterSpacing: '-0.03em' }}>
        {SITE.brand.toUpperCase()}
      </Box>
    </Box>
  );
}
