import type { PropertyLocality, PropertyLocalityCreate, PropertyLocalityUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-client';
import { propertyKeys } from './property-queries';

/** Localities live in the property's answer; their parcels make its calculated acres, shown in the left list too. */
const useInvalidateProperty = (propertyId: number) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
      queryClient.invalidateQueries({ queryKey: propertyKeys.projectLists() }),
    ]);
};

export const useCreateLocality = (propertyId: number) => {
  const invalidate = useInvalidateProperty(propertyId);
  return useMutation({
    mutationFn: (input: PropertyLocalityCreate) =>
      sendJson<PropertyLocality>('POST', '/propertyLocality/create', input),
    onSuccess: invalidate,
  });
};

export const useUpdateLocality = (propertyId: number) => {
  const invalidate = useInvalidateProperty(propertyId);
  return useMutation({
    mutationFn: (input: PropertyLocalityUpdate) =>
      sendJson<PropertyLocality>('PUT', '/propertyLocality/update', input),
    onSuccess: invalidate,
  });
};

export const useDeleteLocality = (propertyId: number) => {
  const invalidate = useInvalidateProperty(propertyId);
  return useMutation({
    mutationFn: ({ id, version }: Pick<PropertyLocality, 'id' | 'version'>) =>
      sendJson<{ id: number }>('DELETE', `/propertyLocality/delete/${id}?version=${version}`),
    onSuccess: invalidate,
  });
};

/** POST property/updateprimarylocality/{id}: the flag moves from the old primary to this one. */
export const useMakePrimaryLocality = (propertyId: number) => {
  const invalidate = useInvalidateProperty(propertyId);
  return useMutation({
    mutationFn: (id: number) => sendJson<PropertyLocality[]>('POST', `/property/updateprimarylocality/${id}`),
    onSuccess: invalidate,
  });
};
