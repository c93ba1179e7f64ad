import { SITE } from '@app/site';
import { act, render, screen } from '@testing-library/react';
import { setColorMode, useColorMode } from './color-mode';

function Mode() {
  return <p>{useColorMode()}</p>;
}

/** matchMedia whose '(prefers-color-scheme: light)' answer a test can flip, telling the listeners. */
function systemScheme(light: boolean) {
  const listeners = new Set<() => void>();
  const query = { matches: light, addEventListener: (_: string, f: () => void) => listeners.add(f), removeEventListener: (_: string, f: () => void) => listeners.delete(f) };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((listener) => listener());
  };
}

const scheme = () => document.documentElement.getAttribute('data-theme');

describe('colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('is dark by default, and a choice is saved under the studio’s key and applied', () => {
    render(<Mode />);
    expect(screen.getByText('dark')).toBeInTheDocument();
    act(() => setColorMode('light'));
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(localStorage.getItem(SITE.themeStorageKey)).toBe('light');
    expect(scheme()).toBe('light');
  });

  it('follows the system scheme live in system mode', () => {
    const flip = systemScheme(true);
    render(<Mode />);
    act(() => setColorMode('system'));
    expect(scheme()).toBe('light');
    act(() => flip(false));
    expect(scheme()).toBe('dark');
    act(() => setColorMode('light'));
    act(() => flip(false));
    expect(scheme()).toBe('light');
  });

  it('takes a choice made in another tab', () => {
    render(<Mode />);
    act(() => {
      localStorage.setItem(SITE.themeStorageKey, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: SITE.themeStorageKey }));
    });
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(scheme()).toBe('light');
  });

  it('ignores a saved value that is not a mode', () => {
    localStorage.setItem(SITE.themeStorageKey, 'purple');
    render(<Mode />);
    expect(screen.getByText('dark')).toBeInTheDocument();
  });
});
