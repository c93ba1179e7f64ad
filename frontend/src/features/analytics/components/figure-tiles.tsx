import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Figures } from '../types';
import { countOf, formatCount, formatDepth, formatEngaged, formatRate } from '../lib/figures-format';

interface Tile {
  label: string;
  value: string;
  note?: string;
}

export function figureTiles(figures: Figures): Tile[] {
  return [
    { label: 'Views', value: formatCount(figures.views) },
    { label: 'Unique visitors', value: formatCount(figures.visitors), note: 'counted per day' },
    { label: 'Avg. engaged time', value: formatEngaged(figures.avgEngagedSeconds), note: 'page visible, per view' },
    { label: 'Avg. read depth', value: formatDepth(figures.avgReadDepth), note: `${formatRate(figures.completionRate)} read to the end` },
    { label: 'CTA click-through', value: formatRate(figures.ctaRate), note: countOf(figures.ctaClicks, 'click') },
  ];
}

/** The window's headline figures, as a description list (label, value, a short note). */
export function FigureTiles({ figures, label, testId }: { figures: Figures; label: string; testId?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}
    >
      {figureTiles(figures).map((tile) => (
        <Box key={tile.label} sx={{ p: 2, borderRadius: '16px', border: 1, borderColor: 'divider', bgcolor: 'background.paper', minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: { xs: 20, md: 28 }, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
            {tile.value}
          </Typography>
          {tile.note ? (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
              {tile.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
