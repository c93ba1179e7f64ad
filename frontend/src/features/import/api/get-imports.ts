import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { IMPORTS_KEY } from '@/lib/studio/query-keys';
import type { ImportSummary } from '../types';

/** GET /api/admin/imports: the latest uploads (newest first), each with its state, without its report. */
export function useImports() {
  return useQuery<ImportSummary[]>({ queryKey: IMPORTS_KEY, queryFn: () => callApi('get', '/api/admin/imports') });
}
