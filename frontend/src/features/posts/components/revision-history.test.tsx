import { fireEvent, screen, within } from '@testing-library/react';
import { buildRevision, mockApi } from '../../../../test/admin-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { RevisionHistory } from './revision-history';

const OLDEST = '## Lighting\nUse soft light.\n\n## Sound\nRecord room tone.\n';
const MIDDLE = '## Lighting\nUse hard light.\n\n## Sound\nRecord room tone.\n';
const CURRENT = '## Lighting\nUse hard light.\n\n## Sound\nRecord room tone twice.\n';
// Newest first, as the API lists them.
const REVISIONS = [buildRevision(12, MIDDLE), buildRevision(11, OLDEST)];

function setup() {
  mockApi({ 'GET /api/admin/blog/posts/7/revisions': { body: REVISIONS } });
  renderWithProviders(<RevisionHistory postId={7} currentContent={CURRENT} onRestored={() => {}} />);
}

const section = (name: string) => within(screen.getByTestId('revision-compare')).getAllByTestId('diff-section').find((item) => item.textContent?.includes(name)) as HTMLElement;
const marks = (element: HTMLElement, tag: 'ins' | 'del') => [...element.querySelectorAll(tag)].map((node) => node.textContent);

describe(RevisionHistory.name, () => {
  it('compares two chosen revisions, older to newer, whatever order they were ticked in', async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Compare revision 12' }));
    expect(screen.queryByTestId('revision-compare')).not.toBeInTheDocument();
    expect(screen.getByText('Tick one more version to compare.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare revision 11' }));
    const compare = screen.getByTestId('revision-compare');
    expect(within(compare).getByRole('heading')).toHaveTextContent(/^Comparing #11 · .+ → #12 · /);
    expect(marks(section('Lighting'), 'del')).toEqual(['soft']);
    expect(marks(section('Lighting'), 'ins')).toEqual(['hard']);
    expect(section('Sound')).toHaveAttribute('data-status', 'unchanged');
  });

  it("compares a revision with the current version, and a third tick lets go of the first", async () => {
    setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Compare revision 11' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare revision 12' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare current version' }));
    expect(screen.getByRole('checkbox', { name: 'Compare revision 11' })).not.toBeChecked();
    expect(within(screen.getByTestId('revision-compare')).getByRole('heading')).toHaveTextContent(/^Comparing #12 · .+ → Current version$/);
    expect(section('Lighting')).toHaveAttribute('data-status', 'unchanged');
    expect(marks(section('Sound'), 'ins')).toEqual([' twice']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('revision-compare')).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });
});
