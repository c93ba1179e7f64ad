import type { StageName } from '@/lib/studio/job';
import type { Usage } from '../api/get-usage';
import { STAGE_LABEL } from '@/lib/studio/job-timeline';

/** '2026-11' → 'November 2026' (the usage months are UTC calendar months). */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Every day of the month with its spend (days without any are 0), so the chart reads as a calendar. */
export function spendByDay(usage: Pick<Usage, 'month' | 'byDay'>): { day: string; costUsd: number }[] {
  const [year, monthNumber] = usage.month.split('-').map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const spent = new Map(usage.byDay.map((row) => [row.day, row.costUsd]));
  return Array.from({ length: days }, (_unused, index) => {
    const day = `${usage.month}-${String(index + 1).padStart(2, '0')}`;
    return { day, costUsd: spent.get(day) ?? 0 };
  });
}

/** The stages that ran this month, in pipeline order, with their labels. */
export function spendByStage(usage: Pick<Usage, 'byStage'>): { stage: string; label: string; costUsd: number }[] {
  const order = Object.keys(STAGE_LABEL);
  const rank = (stage: string) => (order.includes(stage) ? order.indexOf(stage) : order.length);
  return [...usage.byStage]
    .sort((a, b) => rank(a.stage) - rank(b.stage))
    .map((row) => ({ stage: row.stage, label: STAGE_LABEL[row.stage as StageName] ?? row.stage, costUsd: row.costUsd }));
}

/** The share of the budget spent, in percent (can pass 100); null without a budget. */
export function budgetShare(usage: Pick<Usage, 'costUsd' | 'budgetUsd'>): number | null {
  if (usage.budgetUsd === null) return null;
  if (usage.budgetUsd <= 0) return 100;
  return (usage.costUsd / usage.budgetUsd) * 100;
}
