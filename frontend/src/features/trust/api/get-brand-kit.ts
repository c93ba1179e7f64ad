import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { BRAND_KIT_KEY } from '@/lib/studio/query-keys';
import type { BrandKit } from '../types';

/** GET /api/admin/brand-kit: the voice, facts, services and banned phrases, with the version an edit must send back. */
export function getBrandKit(): Promise<BrandKit> {
  return callApi('get', '/api/admin/brand-kit');
}

export const brandKitQueryOptions = () => queryOptions({ queryKey: BRAND_KIT_KEY, queryFn: getBrandKit, staleTime: 0 });

export function useBrandKit(enabled = true) {
  return useQuery({ ...brandKitQueryOptions(), enabled });
}
