import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { SourceCount, TopSources } from '../types';
import { formatCount } from '../lib/figures-format';

const LISTS: Array<{ key: keyof TopSources; title: string; empty: string }> = [
  { key: 'referrers', title: 'Top referrers', empty: 'No visits from other sites in this period.' },
  { key: 'utmCampaigns', title: 'Campaigns', empty: 'No visits tagged utm_campaign in this period.' },
  { key: 'utmSources', title: 'Campaign sources', empty: 'No visits tagged utm_source in this period.' },
  { key: 'utmMediums', title: 'Campaign mediums', empty: 'No visits tagged utm_medium in this period.' },
];

/** One ranked list: each value with its views and a bar against the first. */
function SourceList({ title, items, empty }: { title: string; items: SourceCount[]; empty: string }) {
  const top = items[0]?.views ?? 0;
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {items.map((item) => (
            <Box component="li" key={item.value} sx={{ position: 'relative', px: 1, py: 0.5, borderRadius: 1.5, overflow: 'hidden' }}>
              <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, width: `${top ? (item.views / top) * 100 : 0}%`, bgcolor: 'action.selected' }} />
              <Box sx={{ position: 'relative', display: 'flex', gap: 1, justifyContent: 'space-between', fontSize: 14 }}>
                <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {item.value}
                </Box>
                <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, flexShrink: 0 }}>
                  {formatCount(item.views)}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      )}
    </Box>
  );
}

/** Where readers came from: referrer domains and the UTM campaign tags, the top 10 of each by views. */
export function SourceLists({ sources }: { sources: TopSources }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
      {LISTS.map((list) => (
        <SourceList key={list.key} title={list.title} items={sources[list.key]} empty={list.empty} />
      ))}
    </Box>
  );
}
