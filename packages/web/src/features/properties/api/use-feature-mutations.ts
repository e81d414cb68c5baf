import type {
  BuiltEnvironmentFeature,
  BuiltEnvironmentFeatureCreate,
  BuiltEnvironmentFeatureUpdate,
} from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getFile, saveFile, sendJson } from '../../../lib/api-client';
import { propertyKeys } from './property-queries';

/** Features make the property's existing and remaining development rights. */
const useInvalidateFeatures = () => {
  const queryClient = useQueryClient();
  return (propertyId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: propertyKeys.features(propertyId) }),
      queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
    ]);
};

export const useCreateFeature = (propertyId: number) => {
  const invalidate = useInvalidateFeatures();
  return useMutation({
    mutationFn: (input: BuiltEnvironmentFeatureCreate) =>
      sendJson<BuiltEnvironmentFeature>('POST', '/builtEnvironmentFeature/create', input),
    onSuccess: () => invalidate(propertyId),
  });
};

export const useUpdateFeature = (propertyId: number) => {
  const invalidate = useInvalidateFeatures();
  return useMutation({
    mutationFn: (input: BuiltEnvironmentFeatureUpdate) =>
      sendJson<BuiltEnvironmentFeature>('PUT', '/builtEnvironmentFeature/update', input),
    onSuccess: () => invalidate(propertyId),
  });
};

export const useDeleteFeature = (propertyId: number) => {
  const invalidate = useInvalidateFeatures();
  return useMutation({
    mutationFn: ({ id, version }: Pick<BuiltEnvironmentFeature, 'id' | 'version'>) =>
      sendJson<{ id: number }>('DELETE', `/builtEnvironmentFeature/delete/${id}?version=${version}`),
    onSuccess: () => invalidate(propertyId),
  });
};

/** Step two of the move: both properties' features and rights change. */
export const useMoveFeature = (propertyId: number) => {
  const invalidate = useInvalidateFeatures();
  return useMutation({
    mutationFn: ({
      feature,
      destinationPropertyId,
    }: {
      feature: Pick<BuiltEnvironmentFeature, 'id' | 'version'>;
      destinationPropertyId: number;
    }) =>
      sendJson<BuiltEnvironmentFeature>('POST', `/builtEnvironmentFeature/${feature.id}/move`, {
        destinationPropertyId,
        version: feature.version,
      }),
    onSuccess: (_moved, { destinationPropertyId }) =>
      Promise.all([invalidate(propertyId), invalidate(destinationPropertyId)]),
  });
};

/** GET property/{id}/BuiltEnvironmentExcel, saved under the server's file name. */
export const useExportFeatures = (propertyId: number) =>
  useMutation({
    mutationFn: async () =>
      saveFile(
        await getFile(`/property/${propertyId}/BuiltEnvironmentExcel`, {
          defaultFileName: `Property${propertyId}BuiltEnvironment.xlsx`,
        }),
      ),
  });
