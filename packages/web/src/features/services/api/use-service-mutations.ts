import type {
  Observation,
  ObservationCreate,
  ObservationUpdate,
  Photo,
  Service,
  ServiceAssociateProperties,
  ServiceCreate,
  ServiceUpdate,
} from '@app/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { getFile, saveFile, sendJson } from '../../../lib/api-client';
import { eventKeys } from '../../events';
import { propertyKeys } from '../../properties';
import { serviceKeys } from './service-queries';

/** A saved service: its page shows the answer at once; the lists and its events (Open, Closed) refresh. */
const savedService = (queryClient: QueryClient, service: Service) => {
  queryClient.setQueryData(serviceKeys.detail(service.id), service);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: serviceKeys.projectLists() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.list({ type: 'service', id: service.id }) }),
  ]);
};

/** POST service/create answers the saved service, so the page can go straight to it. */
export const useCreateService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceCreate) => sendJson<Service>('POST', '/service/create', input),
    onSuccess: (service) => savedService(queryClient, service),
  });
};

/** PUT service/update: the details card and the inspection details card both save through it. */
export const useUpdateService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceUpdate) => sendJson<Service>('PUT', '/service/update', input),
    onSuccess: (service) => savedService(queryClient, service),
  });
};

/** PUT service/associatePropertiesToService (Admin); answers the Box folder notice. */
export const useAssociateServiceProperties = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceAssociateProperties) =>
      sendJson<Service & { message: string }>('PUT', '/service/associatePropertiesToService', input),
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service.id), service);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.properties(service.id) }),
        queryClient.invalidateQueries({ queryKey: serviceKeys.projectLists() }),
      ]);
    },
  });
};

export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: Pick<Service, 'id' | 'version'>) =>
      sendJson<{ id: number; message: string }>('DELETE', `/service/delete/${id}?version=${version}`),
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: serviceKeys.projectLists() });
    },
  });
};

export const useUpdateServiceFolder = (serviceId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderId: string) =>
      sendJson('PATCH', `/service/${serviceId}/updateDocumentFolder`, { folderId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.detail(serviceId) }),
  });
};

export const useSaveObservation = (serviceId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ObservationCreate | ObservationUpdate) =>
      'id' in input
        ? sendJson<Observation>('PUT', '/observation/update', input)
        : sendJson<Observation>('POST', '/observation/create', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.observations(serviceId) }),
  });
};

export const useDeleteObservation = (serviceId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: Pick<Observation, 'id' | 'version'>) =>
      sendJson('DELETE', `/observation/delete/${id}?version=${version}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.observations(serviceId) }),
  });
};

/**
 * DELETE photo/delete/{id}: the photo leaves the service and its properties' Photo Points cards. A
 * mutation, so the History cards (under the project root) show the delete, whose photo an Admin
 * restores there.
 */
export const useDeletePhoto = (serviceId: number, propertyIds: readonly number[]) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: Pick<Photo, 'id' | 'version'>) =>
      sendJson('DELETE', `/photo/delete/${id}?version=${version}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serviceKeys.photos(serviceId) }),
        ...propertyIds.map((id) => queryClient.invalidateQueries({ queryKey: propertyKeys.photoPoints(id) })),
      ]),
  });
};

/** GET service/{id}/ExportInspectionFormReport/{project_id}: the Word form, saved under the server's name. */
export const downloadInspectionForm = async (serviceId: number, projectId: number) =>
  saveFile(
    await getFile(`/service/${serviceId}/ExportInspectionFormReport/${projectId}`, {
      defaultFileName: `Service-${serviceId}-InspectionForm.docx`,
    }),
  );
