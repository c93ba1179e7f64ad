import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render';
import { MarkdownDiff } from './markdown-diff';

const BEFORE = ['Opening words.', '', '## Lighting', 'Use soft light from a window.', '', '## Sound', 'Record room tone.', '', '## Colour', 'Grade last.', ''].join('\n');
const AFTER = ['Opening words.', '', '## Lighting', 'Use hard light from a lamp.', '', '## Sound', 'Record room tone.', '', '## Colour', 'Grade last.', '', '## Export', 'Use H.264.', ''].join('\n');

const sections = () => screen.getAllByTestId('diff-section');
const section = (name: string) => sections().find((item) => item.textContent?.includes(name)) as HTMLElement;

describe(MarkdownDiff.name, () => {
  it('marks removed words with <del> and added words with <ins>, and never renders the markdown', () => {
    const { container } = renderWithProviders(<MarkdownDiff before={BEFORE} after={AFTER} />);
    const lighting = section('Lighting');
    expect(lighting).toHaveAttribute('data-status', 'changed');
    expect(within(lighting).getByText('Changed')).toBeInTheDocument();
    const deleted = [...lighting.querySelectorAll('del')].map((node) => node.textContent);
    const inserted = [...lighting.querySelectorAll('ins')].map((node) => node.textContent);
    expect(deleted).toEqual(['soft', 'window']);
    expect(inserted).toEqual(['hard', 'lamp']);
    expect(within(lighting).getByTestId('diff-text')).toHaveTextContent('Use softhard light from a windowlamp.');
    // A new section is all insertion.
    expect(section('Export').querySelector('ins')).toHaveTextContent('Use H.264.');
    expect(container.querySelector('h2, h3')).toBeNull();
  });

  it('folds unchanged sections to their heading behind an "n unchanged sections" toggle', () => {
    renderWithProviders(<MarkdownDiff before={BEFORE} after={AFTER} />);
    const toggle = screen.getByRole('button', { name: '3 unchanged sections' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(section('Sound')).toHaveAttribute('data-status', 'unchanged');
    expect(section('Sound')).not.toHaveTextContent('Record room tone.');
    expect(section('Opening text')).not.toHaveTextContent('Opening words.');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(section('Sound')).toHaveTextContent('Record room tone.');
    expect(section('Sound').querySelector('ins, del')).toBeNull();
  });

  it('says so when nothing changed', () => {
    renderWithProviders(<MarkdownDiff before={BEFORE} after={BEFORE} />);
    expect(screen.getByText('No differences: both versions have the same text.')).toBeInTheDocument();
  });

  it('offers a checkbox on changed and new sections only and reports the chosen headings in order', () => {
    const onSelectedChange = jest.fn();
    function Harness() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <MarkdownDiff
          before={BEFORE}
          after={AFTER}
          selected={selected}
          onSelectedChange={(headings) => {
            onSelectedChange(headings);
            setSelected(headings);
          }}
        />
      );
    }
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Lighting', 'Export']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Export' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['Export']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lighting' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['Lighting', 'Export']);
    expect(screen.getByRole('checkbox', { name: 'Lighting' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Export' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['Lighting']);
    expect(screen.getByText('1 of 2 changed sections selected')).toBeInTheDocument();
  });

  it('has no checkboxes without a selection callback', () => {
    renderWithProviders(<MarkdownDiff before={BEFORE} after={AFTER} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
