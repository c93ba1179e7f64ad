import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import type { DayFigures } from '../types';
import { formatCount, formatDay } from '../lib/figures-format';

const CHART_HEIGHT = 240;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Views and unique visitors per day over the window (the chart library the studio's spend panel uses). */
export function TrendChart({ series, caption = 'Views and visitors per day' }: { series: DayFigures[]; caption?: string }) {
  // The scheme's colours as CSS variables: the lines follow the light/dark switch.
  const theme = useTheme();
  const palette = theme.vars?.palette ?? theme.palette;
  const dataset = useMemo(() => series.map((day) => ({ date: new Date(`${day.day}T00:00:00Z`), views: day.views, visitors: day.visitors })), [series]);
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }} data-testid="trend-chart">
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {caption}
      </Typography>
      <LineChart
        height={CHART_HEIGHT}
        dataset={dataset}
        xAxis={[{ scaleType: 'utc', dataKey: 'date', valueFormatter: (date: Date) => formatDay(dayOf(date)), tickLabelMinGap: 16 }]}
        yAxis={[{ valueFormatter: (value: number) => formatCount(value), width: 44, tickMinStep: 1 }]}
        series={[
          { dataKey: 'views', label: 'Views', color: palette.primary.main, showMark: false, area: false, valueFormatter: (value) => formatCount(value ?? 0) },
          { dataKey: 'visitors', label: 'Visitors', color: palette.secondary.main, showMark: false, valueFormatter: (value) => formatCount(value ?? 0) },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
      />
    </Box>
  );
}
