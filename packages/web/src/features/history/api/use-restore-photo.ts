import type { Photo } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';

/**
 * POST photo/restore/{id} (Admin): the photo is back on its service. Everything is refreshed, as the
 * photo shows on its service, its photo point, the field copy and every History card that lists it,
 * and this feature may not name the services feature's keys (services shows History).
 */
export const useRestorePhoto = (photoId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<Photo>('POST', `/photo/restore/${photoId}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
