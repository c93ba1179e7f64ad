import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SELECT_TYPE_AHEAD_RESET_MS, STUDIO_SELECT_PROPS } from './select-type-ahead';

const OPTIONS = ['Content Creating', 'Audience Building', 'Video Marketing', 'Video Editing', 'Visual Effects'];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function openSelect() {
  render(
    <TextField select slotProps={{ select: STUDIO_SELECT_PROPS }} label="Category" value="Content Creating" onChange={() => undefined}>
      {OPTIONS.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox'));
  return screen.getByRole('listbox');
}

function type(list: HTMLElement, text: string, gapMs: number) {
  for (const key of text) {
    fireEvent.keyDown(document.activeElement ?? list, { key });
    act(() => void jest.advanceTimersByTime(gapMs));
  }
}

describe('select type-ahead (spec §9: resets after 1000 ms)', () => {
  it('keeps adding letters typed 700 ms apart to one search', () => {
    const list = openSelect();
    // MUI's own type-ahead would have reset between these keys and ended on another option.
    type(list, 'video e', 700);
    expect(document.activeElement).toHaveTextContent('Video Editing');
  });

  it('starts a new search after the keyboard rests for more than 1000 ms', () => {
    const list = openSelect();
    type(list, 'vi', 100);
    expect(document.activeElement).toHaveTextContent('Video Marketing');
    act(() => void jest.advanceTimersByTime(SELECT_TYPE_AHEAD_RESET_MS + 1));
    type(list, 'a', 100);
    expect(document.activeElement).toHaveTextContent('Audience Building');
  });

  it('cycles through the options that start with a letter pressed again and again', () => {
    const list = openSelect();
    type(list, 'vvv', 100);
    expect(document.activeElement).toHaveTextContent('Visual Effects');
  });
});
