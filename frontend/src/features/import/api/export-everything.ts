import { apiUrl } from '@/lib/api/typed-request';

/**
 * GET /api/admin/export: everything as one zip (a streamed attachment). The browser downloads it itself
 * (a link with `download`, the session cookie goes along): nothing of it passes through JavaScript memory.
 */
export const EXPORT_URL = apiUrl('/api/admin/export');
