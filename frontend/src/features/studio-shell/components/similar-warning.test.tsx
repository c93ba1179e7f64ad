import { screen } from '@testing-library/react';
import { TOPIC_SIMILARITY } from '@app/site';
import { buildAdminPost, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { Idea } from '@/features/ideas/types';
import { PostEditor } from './post-editor';
import { IdeaList } from '@/features/ideas/components/idea-list';

const post = (title: string, score: number) => ({ postId: 1, title, slug: 'x', score });

describe('Idea list: topic memory', () => {
  it("warns 'Similar to: <title>' under an idea close to a published post, from the warning threshold on", () => {
    const ideas: Idea[] = [
      { id: 1, title: 'Colour grading your wedding videos', similar: [post('How to Colour Grade Wedding Videos', TOPIC_SIMILARITY.warning), post('Other', 0.3)] },
      { id: 2, title: 'Hooks that hold', similar: [post('Thumbnail rules', TOPIC_SIMILARITY.warning - 0.01)] },
      { id: 3, title: 'No memory yet' },
      'A plain string idea',
    ];

    renderWithProviders(<IdeaList ideas={ideas} onCreate={async () => true} />);

    expect(screen.getAllByTestId('similar-warning').map((warning) => warning.textContent)).toEqual(['Similar to: How to Colour Grade Wedding Videos']);
    // The warning sits beside the idea, so the idea's checkbox keeps its title as its name.
    expect(screen.getByRole('checkbox', { name: 'Colour grading your wedding videos' })).toBeInTheDocument();
  });
});

describe('Edit modal: topic memory', () => {
  it('names the published posts this one resembles, from the warning threshold on, each linking to its article', async () => {
    mockApi({
      'GET /api/admin/blog/posts/7/similar': { body: [post('How to Colour Grade Wedding Videos', 0.8), post('Barely related', TOPIC_SIMILARITY.warning - 0.1)] },
    });
    renderWithProviders(<PostEditor post={buildAdminPost({ id: 7 })} onClose={() => {}} onChangeImage={() => {}} />);

    const warning = await screen.findByTestId('similar-warning');
    expect(warning).toHaveTextContent('Similar to: How to Colour Grade Wedding Videos');
    expect(warning).not.toHaveTextContent('Barely related');
    expect(screen.getByRole('link', { name: 'How to Colour Grade Wedding Videos' })).toHaveAttribute('href', '/blog/x');
  });
});
