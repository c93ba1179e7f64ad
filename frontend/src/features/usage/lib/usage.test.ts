import { buildUsage } from '../../../../test/admin-fixtures';
import { budgetShare, monthLabel, spendByDay, spendByStage } from './usage';

describe('usage rules', () => {
  it('lays the spend out over every day of the month', () => {
    const days = spendByDay(buildUsage());
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-11-01', costUsd: 0 });
    expect(days[2]).toEqual({ day: '2026-11-03', costUsd: 4.25 });
    expect(days[16].costUsd).toBe(8.25);
    expect(spendByDay(buildUsage({ month: '2028-02', byDay: [] }))).toHaveLength(29);
  });

  it('orders the stages as the pipeline runs them', () => {
    expect(spendByStage(buildUsage()).map((row) => row.label)).toEqual(['Brief', 'Draft', 'Edit']);
  });

  it('reads the month and the share of the budget', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(budgetShare({ costUsd: 12.5, budgetUsd: 50 })).toBe(25);
    expect(budgetShare({ costUsd: 12.5, budgetUsd: null })).toBeNull();
    expect(budgetShare({ costUsd: 0, budgetUsd: 0 })).toBe(100);
  });
});
