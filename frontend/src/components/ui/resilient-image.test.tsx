import { act, fireEvent, render, screen } from '@testing-library/react';
import { ResilientImage, retryDelayFor, withCacheBust } from './resilient-image';

describe('ResilientImage', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  const img = () => screen.getByRole('img') as HTMLImageElement;

  it('is invisible while loading and visible once loaded', () => {
    render(<ResilientImage src="/media/a.png" alt="Cover" />);
    expect(img()).toHaveStyle({ opacity: '0' });
    fireEvent.load(img());
    expect(img()).toHaveStyle({ opacity: '1' });
  });

  it('stays visible while loading when loading display is off', () => {
    render(<ResilientImage src="/media/a.png" alt="Cover" showLoadingState={false} />);
    expect(img()).toHaveStyle({ opacity: '1' });
  });

  it('retries 3 times with 500, 1000 and 2000 ms and a cache-busting parameter, then shows the error box', () => {
    render(<ResilientImage src="/media/a.png" alt="Cover" />);
    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(499));
    expect(img().getAttribute('src')).toBe('/media/a.png');
    act(() => jest.advanceTimersByTime(1));
    expect(img().getAttribute('src')).toBe('/media/a.png?retry=1');

    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(999));
    expect(img().getAttribute('src')).toBe('/media/a.png?retry=1');
    act(() => jest.advanceTimersByTime(1));
    expect(img().getAttribute('src')).toBe('/media/a.png?retry=2');

    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(2000));
    expect(img().getAttribute('src')).toBe('/media/a.png?retry=3');

    fireEvent.error(img());
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('offers its srcset and sizes, and retries its src alone (a cache-busted URL, not a srcset candidate)', () => {
    render(<ResilientImage src="/media/a.png" srcSet="/media/a-480w.png 480w, /media/a.png 1200w" sizes="100vw" alt="Cover" />);
    expect(img()).toHaveAttribute('srcset', '/media/a-480w.png 480w, /media/a.png 1200w');
    expect(img()).toHaveAttribute('sizes', '100vw');

    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(500));

    expect(img().getAttribute('src')).toBe('/media/a.png?retry=1');
    expect(img()).not.toHaveAttribute('srcset');
    expect(img()).not.toHaveAttribute('sizes');
  });

  it('uses the hero settings: 4 retries from 300 ms', () => {
    render(<ResilientImage src="https://cdn.example.com/x.png?w=800" alt="Hero" maxRetries={4} retryDelay={300} />);
    const delays = [300, 600, 1200, 2400];
    delays.forEach((delay, index) => {
      fireEvent.error(img());
      act(() => jest.advanceTimersByTime(delay));
      expect(img().getAttribute('src')).toBe(`https://cdn.example.com/x.png?w=800&retry=${index + 1}`);
    });
    fireEvent.error(img());
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });

  it('switches to the fallback image after the retries', () => {
    render(<ResilientImage src="/broken.png" alt="Card" maxRetries={1} retryDelay={400} fallbackSrc="/fallback.png" />);
    fireEvent.error(img());
    act(() => jest.advanceTimersByTime(400));
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/fallback.png');
    fireEvent.load(img());
    expect(img()).toHaveStyle({ opacity: '1' });
  });

  it('shows the error box when the fallback fails too', () => {
    render(<ResilientImage src="/broken.png" alt="Card" maxRetries={0} fallbackSrc="/fallback.png" />);
    fireEvent.error(img());
    fireEvent.error(img());
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });

  it('computes delays and cache-busting URLs', () => {
    expect([1, 2, 3].map((attempt) => retryDelayFor(400, attempt))).toEqual([400, 800, 1600]);
    expect(withCacheBust('/a.png#x', 2)).toBe('/a.png?retry=2#x');
  });
});
