import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CategoryFigures as Category } from '../types';
import { countOf, formatDepth, formatRate } from '../lib/figures-format';

/** CTA click-through per category: the share of views that clicked the article's call to action, most viewed first. */
export function CategoryFigures({ items }: { items: Category[] }) {
  if (!items.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        No article was read in this period.
      </Typography>
    );
  }
  const best = Math.max(...items.map((item) => item.ctaRate), 0);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }} data-testid="category-figures">
      {items.map((item) => (
        <Box component="li" key={item.category} data-category={item.category}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{item.category}</Typography>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{formatRate(item.ctaRate)} CTA click-through</Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={best ? (item.ctaRate / best) * 100 : 0}
            aria-label={`${item.category}: CTA click-through against the best category`}
            sx={{ height: 6, borderRadius: 999, my: 0.75 }}
          />
          <Typography variant="body2" color="text.secondary">
            {countOf(item.articles, 'article')} · {countOf(item.views, 'view')} · {countOf(item.ctaClicks, 'CTA click')} · {formatDepth(item.avgReadDepth)} read depth
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
