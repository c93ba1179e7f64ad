/** `virtual:hf-theme` for component tests: what vite.config's hfTheme plugin builds, from the same theme. */
import { staticTheme } from '@/theme/static-theme';
import { theme } from '@/theme/theme';

export const { palette, typography, shape } = staticTheme(theme);
