import { act, fireEvent, render, screen } from '@testing-library/react';
import { StudioTooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './studio-tooltip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderTriggers() {
  render(
    <>
      {['One', 'Two', 'Three'].map((name) => (
        <StudioTooltip key={name} title={`Tip ${name}`}>
          <button type="button">{name}</button>
        </StudioTooltip>
      ))}
    </>,
  );
  return (name: string) => screen.getByText(name);
}

const wait = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('studio tooltips (spec §9: open delay 700 ms, skip delay 300 ms)', () => {
  it('opens after 700 ms, then opens the next at once within 300 ms of closing, and waits again after', () => {
    const trigger = renderTriggers();

    fireEvent.mouseOver(trigger('One'));
    wait(TOOLTIP_OPEN_DELAY_MS - 50);
    expect(screen.queryByText('Tip One')).toBeNull();
    wait(50);
    expect(screen.getByText('Tip One')).toBeInTheDocument();

    // Straight on to the next trigger: no delay.
    fireEvent.mouseLeave(trigger('One'));
    wait(TOOLTIP_SKIP_DELAY_MS - 100);
    expect(screen.queryByText('Tip Two')).toBeNull();
    fireEvent.mouseOver(trigger('Two'));
    wait(0);
    expect(screen.getByText('Tip Two')).toBeInTheDocument();

    // Later than the skip window: the full delay again (MUI's own window would still skip at 400 ms).
    fireEvent.mouseLeave(trigger('Two'));
    wait(TOOLTIP_SKIP_DELAY_MS + 100);
    fireEvent.mouseOver(trigger('Three'));
    wait(TOOLTIP_OPEN_DELAY_MS - 50);
    expect(screen.queryByText('Tip Three')).toBeNull();
    wait(50);
    expect(screen.getByText('Tip Three')).toBeInTheDocument();
  });
});
