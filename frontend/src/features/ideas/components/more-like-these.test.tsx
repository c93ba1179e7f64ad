import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { IdeaGenerationTab } from './idea-generation-tab';

const JOB_ID = '5d0a3c2e-1f4b-4c7d-8e9a-0b1c2d3e4f50';

function open(withSlot: boolean) {
  const api = mockApi({
    'GET /api/ai/drafts': { body: [] },
    'POST /api/ai/ideas/generate': { status: 202, body: { jobId: JOB_ID } },
  });
  renderWithProviders(
    <IdeaGenerationTab
      moreLikeThese={
        withSlot
          ? (choose) => (
              <>
                <button type="button" onClick={() => choose({ postIds: [4, 9], days: 30 })}>
                  Start from two articles
                </button>
                <button type="button" onClick={() => choose(null)}>
                  Start from nothing
                </button>
              </>
            )
          : undefined
      }
    />,
  );
  fireEvent.change(screen.getByLabelText('Content Topic/Industry'), { target: { value: 'Colour grading' } });
  return api;
}

const generateBodies = (api: ReturnType<typeof mockApi>) => api.callsTo('POST', '/api/ai/ideas/generate').map((call) => call.body);

describe('IdeaGenerationTab: More like these', () => {
  it('sends the articles the studio chose as moreLikeThese with the settings', async () => {
    const api = open(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start from two articles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Content Ideas' }));

    await waitFor(() => expect(generateBodies(api)).toHaveLength(1));
    expect(generateBodies(api)[0]).toEqual({ topic: 'Colour grading', keywords: [], targetLength: 'medium', tone: 'professional', industry: 'Video Editing', moreLikeThese: { postIds: [4, 9], days: 30 } });
  });

  it('sends no moreLikeThese once the choice is withdrawn, nor without the option', async () => {
    const api = open(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start from two articles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start from nothing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Content Ideas' }));
    await waitFor(() => expect(generateBodies(api)).toHaveLength(1));
    expect(generateBodies(api)[0]).not.toHaveProperty('moreLikeThese');
  });
});
