import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { BRAND_KIT_KEY, CHECKS_KEY } from '@/lib/studio/query-keys';
import type { BrandFact, BrandKit, BrandKitInput } from '../types';
import { getBrandKit } from './get-brand-kit';

/** After the kit changes, every checklist reads it again (claims are checked against it). */
function useRefreshAfterKitChange() {
  const queryClient = useQueryClient();
  return (kit: BrandKit) => {
    queryClient.setQueryData(BRAND_KIT_KEY, kit);
    return queryClient.invalidateQueries({ queryKey: CHECKS_KEY });
  };
}

/** PUT /api/admin/brand-kit from the version it was loaded at (a newer stored version answers 409). */
export function useUpdateBrandKit() {
  const refresh = useRefreshAfterKitChange();
  return useMutation({ mutationFn: (body: BrandKitInput) => callApi('put', '/api/admin/brand-kit', { body }), onSuccess: refresh });
}

/** 'Add to brand facts': the latest kit with one more fact (read just before, so nothing written meanwhile is replaced). */
export function useAddBrandFact() {
  const refresh = useRefreshAfterKitChange();
  return useMutation({
    mutationFn: async (fact: BrandFact) => {
      const { updatedAt: _updatedAt, ...kit } = await getBrandKit();
      return callApi('put', '/api/admin/brand-kit', { body: { ...kit, facts: [...kit.facts, fact] } });
    },
    onSuccess: refresh,
  });
}
