import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

type Mode = 'light' | 'dark' | 'system';
const NEXT: Record<Mode, Mode> = { dark: 'light', light: 'system', system: 'dark' };
const ICON = { dark: DarkModeIcon, light: LightModeIcon, system: SettingsBrightnessIcon };

/** Cycles dark → light → system; MUI persists the choice and follows the OS live in system mode. */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  const current: Mode = (mode as Mode | undefined) ?? 'dark';
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
