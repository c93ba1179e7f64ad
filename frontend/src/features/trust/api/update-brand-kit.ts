import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/typed-request';
import { BRAND_KIT_KEY, CHECKS_KEY } from '@/lib/studio/query-keys';
import type { BrandKit, BrandKitInput } from '../types';

/**
 * PUT /api/admin/brand-kit from the version it was loaded at (a newer stored version answers 409); the
 * gateway keeps the kit before the change as a revision. After it, every checklist reads again (claims are
 * checked against the kit).
 */
export function useUpdateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandKitInput) => callApi('put', '/api/admin/brand-kit', { body }),
    onSuccess: (kit: BrandKit) => {
      queryClient.setQueryData(BRAND_KIT_KEY, kit);
      return queryClient.invalidateQueries({ queryKey: CHECKS_KEY });
    },
  });
}
