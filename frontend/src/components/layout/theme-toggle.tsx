import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False on the server and while hydrating (React reads the server snapshot then), true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

type Mode = 'light' | 'dark' | 'system';
const NEXT: Record<Mode, Mode> = { dark: 'light', light: 'system', system: 'dark' };
const ICON = { dark: DarkModeIcon, light: LightModeIcon, system: SettingsBrightnessIcon };

/** Cycles dark → light → system; MUI persists the choice and follows the OS live in system mode. */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  // The server renders the default; the saved mode shows once hydrated (a re-render of this button only).
  const current: Mode = useHydrated() ? ((mode as Mode | undefined) ?? 'dark') : 'dark';
  const Icon = ICON[current];
  return (
    <IconButton
      onClick={() => setMode(NEXT[current])}
      aria-label={`Theme: ${current}. Switch to ${NEXT[current]}`}
      title={`Theme: ${current}`}
      data-testid="theme-toggle"
      data-mode={current}
      sx={{ color: 'text.primary', border: 1, borderColor: 'divider' }}
    >
      <Icon fontSize="small" />
    </IconButton>
  );
}
