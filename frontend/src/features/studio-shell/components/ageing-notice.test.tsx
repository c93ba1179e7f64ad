import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetToasts, Toaster } from '@/components/studio/toast';
import { buildAdminPost, buildJob, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { LiveCard } from '@/features/posts/components/post-card';
import { AgeingNotice, ageText, REFRESH_TEXT } from '@/features/insights/components/ageing-notice';

const POST = buildAdminPost({ id: 12, title: 'Editing rates in 2024', published: true });
const AGEING = { id: 12, title: POST.title, slug: POST.slug, publishedAt: null, updatedAt: '2025-01-01T00:00:00.000Z', ageDays: 400 };
const JOB_ID = '8b6f0f7e-3c1a-4d2b-9e8f-1a2b3c4d5e6f';

afterEach(() => act(() => resetToasts()));

function render(answers: Parameters<typeof mockApi>[0], onReview = () => {}) {
  const api = mockApi(answers);
  renderWithProviders(
    <>
      <LiveCard post={POST} onEdit={() => {}} onUnpublish={() => {}} extra={<AgeingNotice post={AGEING} title={POST.title} onReview={onReview} />} />
      <Toaster />
    </>,
  );
  return api;
}

describe(AgeingNotice.name, () => {
  it('marks the live card as ageing; Refresh with AI starts a job that ends in a proposal to review', async () => {
    const onReview = jest.fn();
    const api = render({
      'POST /api/admin/blog/posts/12/refresh': { status: 202, body: { jobId: JOB_ID, postId: 12 } },
      [`GET /api/ai/jobs/${JOB_ID}`]: [{ body: buildJob({ id: JOB_ID, kind: 'refresh-article', state: 'running', stage: 'Drafting' }) }, { body: buildJob({ id: JOB_ID, kind: 'refresh-article', state: 'completed', progress: 100 }) }],
    }, onReview);
    expect(screen.getByText('Ageing')).toBeInTheDocument();
    expect(screen.getByText('Not updated for 400 days')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: `Refresh with AI: ${POST.title}` }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/blog/posts/12/refresh')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/blog/posts/12/refresh')[0].body).toEqual({});
    expect(await screen.findByText(REFRESH_TEXT.started)).toBeInTheDocument();
    expect(await screen.findByText(REFRESH_TEXT.ready, undefined, { timeout: 5000 })).toBeInTheDocument();
    // The post itself is never written from here: only the proposal review changes it.
    expect(api.calls.filter((call) => call.method !== 'GET').map((call) => call.url)).toEqual(['/api/admin/blog/posts/12/refresh']);
    expect(screen.getByRole('button', { name: `Refresh with AI: ${POST.title}` })).toBeInTheDocument();
    // The toast says a proposal waits, and Review opens it.
    fireEvent.click(screen.getByRole('button', { name: `Review the refresh of "${POST.title}"` }));
    expect(onReview).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the refresh cannot start", async () => {
    render({ 'POST /api/admin/blog/posts/12/refresh': { status: 409, body: { statusCode: 409, message: 'This post is already being refreshed.' } } });

    fireEvent.click(screen.getByRole('button', { name: `Refresh with AI: ${POST.title}` }));

    expect(await screen.findByText('This post is already being refreshed.')).toBeInTheDocument();
  });
});

describe(ageText.name, () => {
  it('counts days below two years, then whole years', () => {
    expect(ageText(400)).toBe('400 days');
    expect(ageText(729)).toBe('729 days');
    expect(ageText(1100)).toBe('3 years');
  });
});
