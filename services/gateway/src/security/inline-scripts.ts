import { createHash } from 'node:crypto';
import { APP_CODE_LOADER_SCRIPT, THEME_INIT_SCRIPT } from '@app/site';

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources that allow the pages' inline scripts (colour-scheme init, code loader) and nothing else inline. */
export const INLINE_SCRIPT_HASHES = [THEME_INIT_SCRIPT, APP_CODE_LOADER_SCRIPT].map(sha256);
