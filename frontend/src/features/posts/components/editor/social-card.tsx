import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SocialCard as Card } from '@app/site';

/** How the link looks when shared (og:title, og:description, og:image), drawn from the page's own head tags. */
export function SocialCard({ card }: { card: Card }) {
  const host = (() => {
    try {
      return new URL(card.url).host;
    } catch {
      return card.siteName;
    }
  })();
  return (
    <Box component="figure" aria-label="Social preview" data-testid="social-card" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}>
      {card.image ? (
        <Box component="img" src={card.image} alt={card.imageAlt ?? ''} sx={{ display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', bgcolor: 'action.hover' }} />
      ) : null}
      <Box component="figcaption" sx={{ p: 1.5, display: 'grid', gap: 0.25 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: '0.04em' }}>
          {host}
        </Typography>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="social-title">
          {card.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} data-testid="social-description">
          {card.description}
        </Typography>
      </Box>
    </Box>
  );
}
