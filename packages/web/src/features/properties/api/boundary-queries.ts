import type { BoundaryImport, PropertyBoundary } from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/api-client';
import { propertyKeys } from './property-queries';

const boundaryKey = (propertyId: number) => [...propertyKeys.all, 'boundary', propertyId] as const;

/** GET property/{id}/boundary: the boundary with its box and area, or null. */
export const boundaryQuery = (propertyId: number) =>
  queryOptions({
    queryKey: boundaryKey(propertyId),
    queryFn: async ({ signal }) =>
      (await getJson<{ boundary: PropertyBoundary | null }>(`/property/${propertyId}/boundary`, signal))
        .boundary,
  });

export const useImportBoundary = (propertyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoundaryImport) =>
      sendJson<PropertyBoundary>('PUT', `/property/${propertyId}/boundary`, input),
    onSuccess: (boundary) => queryClient.setQueryData(boundaryKey(propertyId), boundary),
  });
};

export const useRemoveBoundary = (propertyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      sendJson<{ id: number }>('DELETE', `/property/${propertyId}/boundary?version=${version}`),
    onSuccess: () => queryClient.setQueryData(boundaryKey(propertyId), null),
  });
};
