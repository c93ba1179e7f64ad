import { screen } from '@testing-library/react';
import { buildUsage, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { Usage } from '../api/get-usage';
import { SpendPanel } from './spend-panel';

function show(usage: Usage | { status: number; body: unknown }) {
  const api = mockApi({ 'GET /api/ai/usage': 'status' in usage ? usage : { body: usage } });
  renderWithProviders(<SpendPanel />);
  return api;
}

describe(SpendPanel.name, () => {
  it("shows this month's spend against the budget, with charts by day and by stage", async () => {
    const api = show(buildUsage());

    expect(await screen.findByRole('heading', { name: 'AI spend · November 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('spend-total')).toHaveTextContent('$12.50');
    expect(screen.getByText('84 AI calls · 1,110,000 tokens')).toBeInTheDocument();
    expect(screen.getByTestId('budget-status')).toHaveTextContent('25% of the $50.00 monthly budget');
    expect(screen.getByRole('progressbar', { name: 'Share of the monthly AI budget spent' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Spend by day')).toBeInTheDocument();
    expect(screen.getByText('Spend by stage')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/ai/usage')).toHaveLength(1);
  });

  it("says 'No monthly budget set' when AI_MONTHLY_BUDGET_USD is unset", async () => {
    show(buildUsage({ budgetUsd: null }));

    expect(await screen.findByTestId('budget-status')).toHaveTextContent('No monthly budget set');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('warns once the budget is reached', async () => {
    show(buildUsage({ budgetUsd: 10, costUsd: 10.4 }));

    expect(await screen.findByTestId('budget-status')).toHaveTextContent('104% of the $10.00 monthly budget');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('alert')).toHaveTextContent('The monthly budget is reached');
  });

  it('says so instead of drawing empty charts when nothing was spent (the offline writer is free)', async () => {
    show(buildUsage({ costUsd: 0, calls: 12, inputTokens: 0, outputTokens: 0, byDay: [], byStage: [] }));

    expect(await screen.findByTestId('no-spend')).toHaveTextContent('Nothing spent this month: every AI call so far was free.');
    expect(screen.getByTestId('spend-total')).toHaveTextContent('$0.00');
    expect(screen.queryByText('Spend by day')).not.toBeInTheDocument();
  });

  it("shows the server's message when the spend cannot be read", async () => {
    show({ status: 503, body: { statusCode: 503, message: 'The database is unavailable' } });

    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
  });
});
