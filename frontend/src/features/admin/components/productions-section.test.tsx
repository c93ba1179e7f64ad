import { fireEvent, screen, within } from '@testing-library/react';
import { buildJob, buildProduction, buildStage, mockApi, ranStage } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ProductionsSection } from './productions-section';

describe(ProductionsSection.name, () => {
  it('says which productions wait with AI changes, and which posts were edited since AI started', () => {
    renderWithProviders(
      <ProductionsSection
        productions={[
          buildProduction({ id: 1, title: 'Edited meanwhile', hasProposal: true, stale: true }),
          buildProduction({ id: 2, title: 'Waiting', hasProposal: true }),
          buildProduction({ id: 3, title: 'Nothing pending', status: 'approved' }),
        ]}
        onPreview={() => {}}
      />,
    );
    const [edited, waiting, plain] = screen.getAllByTestId('production-row');
    expect(edited).toHaveTextContent('Post edited since AI started');
    expect(waiting).toHaveTextContent('AI changes to review');
    expect(waiting).not.toHaveTextContent('edited since');
    expect(plain).not.toHaveTextContent(/AI changes|edited since/);
  });

  it("shows a failed production's timeline with its reason once, and Retry", async () => {
    const job = buildJob({
      state: 'cancelled',
      error: 'Cancelled by the admin',
      stages: [ranStage('brief', '2026-11-24T20:00:01.000Z', 1500), ...(['outline', 'draft', 'edit', 'seo', 'cover'] as const).map((name) => buildStage(name, { state: 'cancelled' }))],
    });
    mockApi({ [`GET /api/ai/jobs/${job.id}`]: { body: job } });
    renderWithProviders(<ProductionsSection productions={[buildProduction({ status: 'failed', error: 'Cancelled by the admin', currentJobId: job.id })]} onPreview={() => {}} />);

    const row = screen.getByTestId('production-row');
    expect(await within(row).findByRole('button', { name: 'Retry job' })).toBeInTheDocument();
    expect(within(row).getAllByText('Cancelled by the admin')).toHaveLength(1);
    expect(within(row).getAllByTestId('job-stage-row')).toHaveLength(6);
  });

  it("reads a finished production's stages only when the admin asks for them", async () => {
    const job = buildJob({ state: 'completed', stages: [ranStage('draft', '2026-11-24T20:00:01.000Z', 900), ranStage('edit', '2026-11-24T20:00:02.000Z', 700)] });
    const api = mockApi({ [`GET /api/ai/jobs/${job.id}`]: { body: job } });
    renderWithProviders(<ProductionsSection productions={[buildProduction({ currentJobId: job.id })]} onPreview={() => {}} />);

    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show AI stages: Colour grading basics' }));
    expect(await screen.findByText('2 of 2 stages done')).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/ai/jobs/${job.id}`)).toHaveLength(1);
  });
});
