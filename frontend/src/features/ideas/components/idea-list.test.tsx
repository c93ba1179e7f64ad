import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import type { Idea } from '../types';
import { IdeaList } from './idea-list';

const IDEAS: Idea[] = [{ id: 1, title: 'Hook viewers in 3 seconds' }, { id: 2, title: 'Colour grading on a budget' }, 'A plain string idea'];

function setup(onCreate = jest.fn(async () => true)) {
  renderWithProviders(<IdeaList ideas={IDEAS} onCreate={onCreate} />);
  return { onCreate, create: () => screen.getByRole('button', { name: /Create Draft Posts/ }) };
}

describe(IdeaList.name, () => {
  it('shows the count of ideas and starts with nothing selected', () => {
    const { create } = setup();
    expect(screen.getByRole('heading', { name: 'Generated Ideas (3)' })).toBeInTheDocument();
    expect(create()).toHaveTextContent('Create Draft Posts (0)');
    expect(create()).toBeDisabled();
  });

  it('toggles an idea on click and counts it in the button', () => {
    const { create } = setup();
    const idea = screen.getByRole('checkbox', { name: 'Hook viewers in 3 seconds' });
    fireEvent.click(idea);
    expect(idea).toHaveAttribute('aria-checked', 'true');
    expect(create()).toHaveTextContent('Create Draft Posts (1)');
    fireEvent.click(idea);
    expect(idea).toHaveAttribute('aria-checked', 'false');
    expect(create()).toHaveTextContent('Create Draft Posts (0)');
  });

  it('selects all and clears all', () => {
    const { create } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getAllByRole('checkbox').every((box) => box.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(create()).toHaveTextContent('Create Draft Posts (3)');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.getAllByRole('checkbox').every((box) => box.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(create()).toHaveTextContent('Create Draft Posts (0)');
  });

  it('creates drafts from the selected ideas and clears the selection afterwards', async () => {
    const { onCreate, create } = setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Colour grading on a budget' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A plain string idea' }));
    fireEvent.click(create());
    await waitFor(() => expect(create()).toHaveTextContent('Create Draft Posts (0)'));
    expect(onCreate).toHaveBeenCalledWith([IDEAS[1], IDEAS[2]]);
  });

  it('keeps the selection when creation fails', async () => {
    const { create } = setup(jest.fn(async () => false));
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(create());
    await waitFor(() => expect(create()).not.toBeDisabled());
    expect(create()).toHaveTextContent('Create Draft Posts (3)');
  });

  it('scrolls within a 16rem list', () => {
    setup();
    expect(screen.getByTestId('idea-list')).toHaveStyle({ maxHeight: '16rem', overflowY: 'auto' });
  });
});
