import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ReactNode } from 'react';
import { serverMessage } from '@/lib/session';
import { useUsage } from '../api/get-usage';
import { formatCount, formatUsd } from '@/lib/studio/job-timeline';
import { budgetShare, monthLabel, spendByDay, spendByStage } from '../lib/usage';
import type { Usage } from '../api/get-usage';

const CHART_HEIGHT = 220;
const usd = (value: number | null) => formatUsd(value ?? 0);

function ChartFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {caption}
      </Typography>
      {children}
    </Box>
  );
}

function BudgetMeter({ usage }: { usage: Usage }) {
  const share = budgetShare(usage);
  if (share === null || usage.budgetUsd === null) {
    return (
      <Typography color="text.secondary" data-testid="budget-status">
        No monthly budget set
      </Typography>
    );
  }
  const reached = share >= 100;
  return (
    <Stack spacing={0.75}>
      <Typography color="text.secondary" data-testid="budget-status">
        {Math.round(share)}% of the {formatUsd(usage.budgetUsd)} monthly budget
      </Typography>
      {usage.reservedUsd > 0 ? <Typography variant="body2" color="text.secondary" data-testid="budget-reserved">{formatUsd(usage.reservedUsd)} held by AI stages running now</Typography> : null}
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share)}
        color={reached ? 'error' : share >= 80 ? 'warning' : 'primary'}
        aria-label="Share of the monthly AI budget spent"
        sx={{ height: 8, borderRadius: 999 }}
      />
      {reached ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          The monthly budget is reached: new AI work is refused until next month or until the budget is raised.
        </Alert>
      ) : null}
    </Stack>
  );
}

function SpendCharts({ usage }: { usage: Usage }) {
  // The brand colour of the current scheme (a CSS variable: it follows the light/dark switch).
  const theme = useTheme();
  const color = theme.vars?.palette.primary.main ?? theme.palette.primary.main;
  if (usage.costUsd === 0) {
    return (
      <Typography color="text.secondary" data-testid="no-spend">
        Nothing spent this month{usage.calls ? ': every AI call so far was free.' : '.'}
      </Typography>
    );
  }
  const days = spendByDay(usage);
  const stages = spendByStage(usage);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <ChartFigure caption="Spend by day">
        <BarChart
          height={CHART_HEIGHT}
          dataset={days}
          xAxis={[{ scaleType: 'band', dataKey: 'day', valueFormatter: (day: string, context) => (context.location === 'tick' ? String(Number(day.slice(8))) : day) }]}
          yAxis={[{ valueFormatter: usd, width: 56 }]}
          series={[{ dataKey: 'costUsd', label: 'Spend', valueFormatter: usd, color }]}
          hideLegend
          grid={{ horizontal: true }}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        />
      </ChartFigure>
      <ChartFigure caption="Spend by stage">
        <BarChart
          height={CHART_HEIGHT}
          layout="horizontal"
          dataset={stages}
          yAxis={[{ scaleType: 'band', dataKey: 'label', width: 64 }]}
          xAxis={[{ valueFormatter: usd }]}
          series={[{ dataKey: 'costUsd', label: 'Spend', valueFormatter: usd, color }]}
          hideLegend
          grid={{ vertical: true }}
          margin={{ left: 0, right: 32, top: 8, bottom: 0 }}
        />
      </ChartFigure>
    </Box>
  );
}

/** 'AI spend': this month's spend against AI_MONTHLY_BUDGET_USD, by day and by stage (a lazy chunk with the chart library). */
export function SpendPanel() {
  const usage = useUsage();
  return (
    <Paper component="section" aria-labelledby="spend-title" data-testid="spend-panel" sx={{ p: { xs: 2, md: 3 }, borderRadius: '20px', border: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <SavingsIcon aria-hidden="true" color="primary" />
        <Typography id="spend-title" variant="h6" component="h3">
          AI spend{usage.data ? ` · ${monthLabel(usage.data.month)}` : ''}
        </Typography>
      </Stack>
      {usage.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : usage.isError ? (
        <Alert severity="warning">{serverMessage(usage.error) ?? 'The AI spend could not be loaded.'}</Alert>
      ) : (
        <Stack spacing={3}>
          <Stack spacing={1.5}>
            <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }} data-testid="spend-total">
                {formatUsd(usage.data.costUsd)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatCount(usage.data.calls)} AI {usage.data.calls === 1 ? 'call' : 'calls'} · {formatCount(usage.data.inputTokens + usage.data.outputTokens)} tokens
              </Typography>
            </Stack>
            <BudgetMeter usage={usage.data} />
          </Stack>
          <SpendCharts usage={usage.data} />
        </Stack>
      )}
    </Paper>
  );
}
