import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '@app/shared';

/** The CSP source that allows index.html's one inline script (the colour-scheme init) and nothing else inline. */
export const THEME_INIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;
