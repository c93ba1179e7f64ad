import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import type { AnalyticsWindow } from '../types';

export const READING_TEXT = {
  emptyTitle: 'No reading data yet',
  counts:
    'Figures start with the first visitor who reads a public page: views, unique visitors, the time the page is visible, how far down it they scroll, the site they came from, campaign tags (utm_source, utm_medium, utm_campaign) and clicks on calls to action and service links.',
  privacy:
    "No cookies, nothing stored on visitors' devices, no IP address or browser details kept: unique visitors are counted with a code that changes every day. Browsers that send Do Not Track or Global Privacy Control are never counted, nor are bots.",
  offTitle: 'Reading analytics is off',
  off: 'ANALYTICS=off: public pages carry no reading script and nothing new is counted. Figures collected before it was turned off stay here and in the exports.',
};

/** The view's state when the window holds no reads: what will be counted, and how visitors are respected. */
export function NoReadingData({ days, enabled }: { days: AnalyticsWindow; enabled: boolean }) {
  return (
    <Box component="section" aria-labelledby="no-reading-data" data-testid="no-reading-data" sx={{ p: { xs: 3, md: 5 }, borderRadius: '20px', border: 1, borderStyle: 'dashed', borderColor: 'divider', textAlign: 'center' }}>
      <InsightsIcon color="primary" aria-hidden="true" sx={{ fontSize: 40, mb: 1 }} />
      <Typography id="no-reading-data" variant="h6" component="h3" sx={{ mb: 1 }}>
        {READING_TEXT.emptyTitle}
      </Typography>
      {days < 90 ? (
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Nothing was counted in the last {days} days; a longer period may show older reads.
        </Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', mb: 1.5 }}>
        {enabled ? READING_TEXT.counts : `Once it is on: ${READING_TEXT.counts.charAt(0).toLowerCase()}${READING_TEXT.counts.slice(1)}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640, mx: 'auto' }}>
        {READING_TEXT.privacy}{' '}
        <Link href={paths.privacy} target="_blank" rel="noopener noreferrer">
          What the privacy page tells visitors
        </Link>
      </Typography>
    </Box>
  );
}

/** ANALYTICS=off: said once, above whatever was collected before. */
export function AnalyticsOffNote() {
  return (
    <Alert severity="info" data-testid="analytics-off">
      <AlertTitle>{READING_TEXT.offTitle}</AlertTitle>
      {READING_TEXT.off}
    </Alert>
  );
}
