import { useSyncExternalStore } from 'react';
import { DarkModeOutlinedIcon as DarkModeIcon, LightModeOutlinedIcon as LightModeIcon, SettingsBrightnessOutlinedIcon as SettingsBrightnessIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/button';
import { setColorMode, useColorMode, type ColorMode } from '@/theme/color-mode';
import styles from './layout.styles';

const subscribeNever = () => () => {};

/** False on the server and while hydrating (React reads the server snapshot then), true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const NEXT: Record<ColorMode, ColorMode> = { dark: 'light', light: 'system', system: 'dark' };
const ICON = { dark: DarkModeIcon, light: LightModeIcon, system: SettingsBrightnessIcon };

/** Cycles dark → light → system; the choice is saved and system mode follows the OS live (theme/color-mode). */
export function ThemeToggle() {
  const mode = useColorMode();
  // The server renders the default; the saved mode shows once hydrated (a re-render of this button only).
  const current: ColorMode = useHydrated() ? mode : 'dark';
  const Icon = ICON[current];
  return (
    <IconButton
      onClick={() => setColorMode(NEXT[current])}
      aria-label={`Theme: ${current}. Switch to ${NEXT[current]}`}
      title={`Theme: ${current}`}
      data-testid="theme-toggle"
      data-mode={current}
      className={styles.outlinedIcon}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
}
