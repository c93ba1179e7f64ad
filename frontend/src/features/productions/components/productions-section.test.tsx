import { act, fireEvent, screen, within } from '@testing-library/react';
import { buildJob, buildProductionListItem, buildProductionListPage, buildStage, mockApi, ranStage } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { ProductionListItem } from '../types';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { ProductionsSection } from './productions-section';

const LIST = '/api/ai/productions/summaries';
const firstPage = (items: ProductionListItem[], overrides: Parameters<typeof buildProductionListPage>[1] = {}) => ({
  [`GET ${LIST}?page=1&pageSize=10`]: { body: buildProductionListPage(items, overrides) },
});

describe(ProductionsSection.name, () => {
  it('says which productions wait with AI changes, and which posts were edited since AI started', async () => {
    mockApi(
      firstPage([
        buildProductionListItem({ id: 1, title: 'Edited meanwhile', hasProposal: true, stale: true }),
        buildProductionListItem({ id: 2, title: 'Waiting', hasProposal: true }),
        buildProductionListItem({ id: 3, title: 'Nothing pending', status: 'approved' }),
      ]),
    );
    renderWithProviders(<ProductionsSection onPreview={() => {}} />);

    await screen.findByText('Edited meanwhile');
    const [edited, waiting, plain] = screen.getAllByTestId('production-row');
    expect(edited).toHaveTextContent('Post edited since AI started');
    expect(waiting).toHaveTextContent('AI changes to review');
    expect(waiting).not.toHaveTextContent('edited since');
    expect(plain).not.toHaveTextContent(/AI changes|edited since/);
  });

  it("shows a page of rows, the whole list's counts in the header, and adds the next page on 'Load more'", async () => {
    const row = (id: number) => buildProductionListItem({ id, title: `Production ${id}`, status: 'approved' });
    const counts = { queued: 1, writing: 2, revising: 3, ready_for_review: 7, approved: 9, failed: 0, published: 0, scheduled: 0, superseded: 0 };
    const api = mockApi({
      ...firstPage([...Array(10).keys()].map((i) => row(30 - i)), { total: 22, next: 2, counts }),
      [`GET ${LIST}?page=2&pageSize=10`]: { body: buildProductionListPage([...Array(10).keys()].map((i) => row(20 - i)), { page: 2, total: 22, next: 3, counts }) },
    });
    const onPreview = jest.fn();
    renderWithProviders(<ProductionsSection onPreview={onPreview} />);

    expect(await screen.findByText('Showing 10 of 22 productions')).toBeInTheDocument();
    expect(screen.getByText('6 in progress · 7 ready for review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 20 of 22 productions')).toBeInTheDocument();
    expect(screen.getAllByTestId('production-row').at(-1)).toHaveTextContent('Production 11');
    expect(api.callsTo('GET', `${LIST}?page=2&pageSize=10`)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Preview Production 11' }));
    expect(onPreview).toHaveBeenCalledWith(11);
  });

  it('says when there are none, and has no Load more', async () => {
    mockApi(firstPage([]));
    renderWithProviders(<ProductionsSection onPreview={() => {}} />);
    expect(await screen.findByText(/^No AI productions yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows a failed production's timeline with its reason once, and Retry", async () => {
    const job = buildJob({
      state: 'cancelled',
      error: 'Cancelled by the admin',
      stages: [ranStage('brief', '2026-11-24T20:00:01.000Z', 1500), ...(['outline', 'draft', 'edit', 'seo', 'cover'] as const).map((name) => buildStage(name, { state: 'cancelled' }))],
    });
    mockApi({ ...firstPage([buildProductionListItem({ status: 'failed', error: 'Cancelled by the admin', currentJobId: job.id })]), [`GET /api/ai/jobs/${job.id}`]: { body: job } });
    renderWithProviders(<ProductionsSection onPreview={() => {}} />);

    const row = await screen.findByTestId('production-row');
    expect(await within(row).findByRole('button', { name: 'Retry job' })).toBeInTheDocument();
    expect(within(row).getAllByText('Cancelled by the admin')).toHaveLength(1);
    expect(within(row).getAllByTestId('job-stage-row')).toHaveLength(6);
  });

  it("reads a finished production's stages only when the admin asks for them", async () => {
    const job = buildJob({ state: 'completed', stages: [ranStage('draft', '2026-11-24T20:00:01.000Z', 900), ranStage('edit', '2026-11-24T20:00:02.000Z', 700)] });
    const api = mockApi({ ...firstPage([buildProductionListItem({ currentJobId: job.id })]), [`GET /api/ai/jobs/${job.id}`]: { body: job } });
    renderWithProviders(<ProductionsSection onPreview={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Show AI stages: Colour grading basics' }));
    expect(await screen.findByText('2 of 2 stages done')).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/ai/jobs/${job.id}`)).toHaveLength(1);
  });

  it("says when a revision is proposed, and the toast's Review opens the preview (issue 27)", async () => {
    const job = buildJob({ kind: 'revise-article', state: 'completed', progress: 100, stage: 'Done', finishedAt: '2026-11-24T20:01:00.000Z' });
    mockApi({
      ...firstPage([buildProductionListItem({ id: 44, title: 'Colour grading basics', status: 'revising', currentJobId: job.id })]),
      [`GET /api/ai/jobs/${job.id}`]: { body: job },
    });
    const onPreview = jest.fn();
    renderWithProviders(
      <>
        <ProductionsSection onPreview={onPreview} />
        <Toaster />
      </>,
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('AI revision proposed: review it');
    expect(toast).toHaveTextContent('"Colour grading basics" stays as it is until you take the changes.');
    fireEvent.click(within(toast).getByRole('button', { name: 'Review the AI revision of "Colour grading basics"' }));
    expect(onPreview).toHaveBeenCalledWith(44);
    act(() => resetToasts());
  });
});
