import { act, render, screen } from '@testing-library/react';
import { Counter, formatCount } from './counter';

describe('formatCount', () => {
  it('shows millions with one decimal and M', () => {
    expect(formatCount(58_400_000)).toBe('58.4M');
    expect(formatCount(1_000_000)).toBe('1.0M');
  });

  it('uses thousands separators from 1,000', () => {
    expect(formatCount(13773)).toBe('13,773');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(999_999)).toBe('999,999');
  });

  it('leaves small numbers alone', () => {
    expect(formatCount(19)).toBe('19');
    expect(formatCount(0)).toBe('0');
  });
});

describe('Counter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for its delay, then counts up over 2 s in 60 steps', () => {
    render(<Counter end={13773} label="Projects Completed" delay={200} />);
    const value = screen.getByTestId('counter-value');
    expect(value).toHaveTextContent('0');
    expect(value).toHaveStyle({ opacity: '0' });

    act(() => jest.advanceTimersByTime(199));
    expect(value).toHaveTextContent(/^0$/);

    act(() => jest.advanceTimersByTime(1 + 1000));
    const halfway = Number(value.textContent?.replace(/,/g, ''));
    expect(halfway).toBeGreaterThan(6000);
    expect(halfway).toBeLessThan(7500);

    act(() => jest.advanceTimersByTime(1000));
    expect(value).toHaveTextContent('13,773');
    expect(screen.getByText('13,773', { selector: 'span' })).toBeInTheDocument();
  });

  it('renders prefix and suffix with the final value for assistive technology', () => {
    render(<Counter end={19} label="Generated for Clients" prefix="+$" suffix="M" delay={300} />);
    expect(screen.getByText('+$19M')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300 + 2000));
    expect(screen.getByTestId('counter-value')).toHaveTextContent('+$19M');
  });
});
