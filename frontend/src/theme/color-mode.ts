import { SITE } from '@app/site';
import { useSyncExternalStore } from 'react';

/**
 * The visitor's colour mode on the public pages: dark (the default), light or system, saved under the
 * same key MUI's ThemeProvider uses in the studio and applied as `data-theme` on <html> (which picks
 * the CSS variables; theme-init applies the saved mode before the first paint).
 */
export type ColorMode = 'light' | 'dark' | 'system';

const MODES: readonly ColorMode[] = ['light', 'dark', 'system'];
const DEFAULT_MODE: ColorMode = 'dark';
const listeners = new Set<() => void>();
const systemLight = () => window.matchMedia?.('(prefers-color-scheme: light)');

function savedMode(): ColorMode {
  try {
    const saved = localStorage.getItem(SITE.themeStorageKey) as ColorMode | null;
    return saved && MODES.includes(saved) ? saved : DEFAULT_MODE;
  } catch {
    return DEFAULT_MODE; // storage blocked: the default, as theme-init does
  }
}

function apply(mode: ColorMode) {
  const scheme = mode === 'system' ? (systemLight()?.matches ? 'light' : 'dark') : mode;
  const root = document.documentElement;
  if (root.getAttribute('data-theme') === scheme) return;
  // Colours change at once, not through each element's transition (as MUI's disableTransitionOnChange).
  const pause = document.createElement('style');
  pause.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(pause);
  root.setAttribute('data-theme', scheme);
  void getComputedStyle(document.body).color; // apply the new colours before transitions return
  requestAnimationFrame(() => pause.remove());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const followSystem = () => {
    if (savedMode() === 'system') apply('system');
  };
  // Another tab (or the studio) changed the mode, or the system scheme changed.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SITE.themeStorageKey) return;
    apply(savedMode());
    onChange();
  };
  const media = systemLight();
  media?.addEventListener('change', followSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', followSystem);
    window.removeEventListener('storage', onStorage);
  };
}

export function setColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(SITE.themeStorageKey, mode);
  } catch {
    // storage blocked: the mode holds for this page
  }
  apply(mode);
  listeners.forEach((listener) => listener());
}

/** The saved mode; the server and hydration see the default (the toggle shows the saved one right after). */
export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, savedMode, () => DEFAULT_MODE);
}
