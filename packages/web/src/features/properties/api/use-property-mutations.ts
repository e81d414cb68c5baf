import type { Property, PropertyCreate, PropertyUpdate } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getText, sendJson } from '../../../lib/api-client';
import { propertyKeys } from './property-queries';

/** POST property/create answers the saved property, so the page can go straight to it. */
export const useCreateProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PropertyCreate) => sendJson<Property>('POST', '/property/create', input),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.projectList(property.projectId) });
    },
  });
};

/** PUT property/update; status and acres also show in the left list. */
export const useUpdateProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PropertyUpdate) => sendJson<Property>('PUT', '/property/update', input),
    onSuccess: (property) => {
      queryClient.setQueryData(propertyKeys.detail(property.id), property);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.projectList(property.projectId) });
    },
  });
};

export const useUpdatePropertyFolder = (propertyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderId: string) =>
      sendJson('PATCH', `/property/${propertyId}/updateDocumentFolder`, { folderId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
  });
};

/**
 * Admin delete: GET property/{id}/delete_message first, so a blocked delete says why without asking
 * to confirm; DELETE property/delete/{id} still answers 409 with the blocker if things changed since.
 */
export const fetchPropertyDeleteMessage = (propertyId: number) =>
  getText(`/property/${propertyId}/delete_message`);

export const useDeleteProperty = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: Pick<Property, 'id' | 'version'>) =>
      sendJson<{ id: number; message: string }>('DELETE', `/property/delete/${id}?version=${version}`),
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: propertyKeys.projectLists() });
    },
  });
};
