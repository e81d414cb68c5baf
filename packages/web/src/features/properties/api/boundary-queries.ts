import type { BoundaryImport, PropertyBoundary } from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson, sendJson } from '../../../lib/api-client';
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

/** A zipped shapefile as it is sent: its bytes as the body, its name and the version replaced in the query. */
export type ShapefileImport = { fileName: string; version: number | null; archive: Blob };

const importShapefile = async (propertyId: number, { fileName, version, archive }: ShapefileImport) => {
  const query = new URLSearchParams({ fileName, ...(version !== null && { version: String(version) }) });
  const response = await apiRequest(`/property/${propertyId}/boundary/shapefile?${query}`, {
    method: 'PUT',
    body: archive,
  });
  return (await response.json()) as PropertyBoundary;
};

/** PUT property/{id}/boundary (GeoJSON text) or property/{id}/boundary/shapefile (a zip's bytes). */
export const useImportBoundary = (propertyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoundaryImport | ShapefileImport) =>
      'archive' in input
        ? importShapefile(propertyId, input)
        : sendJson<PropertyBoundary>('PUT', `/property/${propertyId}/boundary`, input),
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
