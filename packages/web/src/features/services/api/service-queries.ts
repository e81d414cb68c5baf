import type {
  agreementTypeRefSchema,
  CrmContact,
  Observation,
  Photo,
  ProjectService,
  Service,
  ServiceAssociatedProperty,
  validServicePropertySchema,
} from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson, sendJson } from '../../../lib/api-client';

type AgreementTypeRef = z.infer<typeof agreementTypeRefSchema>;
type ValidServiceProperty = z.infer<typeof validServicePropertySchema>;

export const serviceKeys = {
  all: ['services'] as const,
  projectLists: () => [...serviceKeys.all, 'project'] as const,
  projectList: (projectId: number) => [...serviceKeys.projectLists(), projectId] as const,
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (id: number) => [...serviceKeys.details(), id] as const,
  observations: (id: number) => [...serviceKeys.all, 'observations', id] as const,
  photos: (id: number) => [...serviceKeys.all, 'photos', id] as const,
  properties: (id: number) => [...serviceKeys.all, 'properties', id] as const,
  validProperties: (projectId: number, id: number) =>
    [...serviceKeys.all, 'validProperties', projectId, id] as const,
  currentProperties: (projectId: number) => [...serviceKeys.all, 'currentProperties', projectId] as const,
  agreementTypes: (propertyIds: readonly number[]) =>
    [...serviceKeys.all, 'agreementTypes', ...propertyIds] as const,
  organisationContact: () => [...serviceKeys.all, 'organisationContact'] as const,
};

export const serviceQueries = {
  /** GET project/{id}/services: status, open date newest first, id descending (spec 2 §9). */
  projectList: (projectId: number) =>
    queryOptions({
      queryKey: serviceKeys.projectList(projectId),
      queryFn: ({ signal }) => getJson<ProjectService[]>(`/project/${projectId}/services`, signal),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: serviceKeys.detail(id),
      queryFn: ({ signal }) => getJson<Service>(`/service/${id}`, signal),
    }),
  observations: (id: number) =>
    queryOptions({
      queryKey: serviceKeys.observations(id),
      queryFn: ({ signal }) => getJson<Observation[]>(`/service/${id}/observations`, signal),
    }),
  /** GET service/{id}/photos: the verified photos, in the order taken. */
  photos: (id: number) =>
    queryOptions({
      queryKey: serviceKeys.photos(id),
      queryFn: ({ signal }) => getJson<Photo[]>(`/service/${id}/photos`, signal),
    }),
  /** GET service/{id}/associatedProperties: its primary project's first, then status, acres, id. */
  properties: (id: number) =>
    queryOptions({
      queryKey: serviceKeys.properties(id),
      queryFn: ({ signal }) =>
        getJson<ServiceAssociatedProperty[]>(`/service/${id}/associatedProperties`, signal),
    }),
  /** GET project/{id}/currentproperties: the properties a new service of the project may be on. */
  currentProperties: (projectId: number) =>
    queryOptions({
      queryKey: serviceKeys.currentProperties(projectId),
      queryFn: ({ signal }) =>
        getJson<{ id: number; calculatedAcres: number | null }[]>(
          `/project/${projectId}/currentproperties`,
          signal,
        ),
    }),
  /** GET project/{id}/getvalidpropertiesbyservice/{serviceId}: the choices of the Associated Properties edit. */
  validProperties: (projectId: number, id: number) =>
    queryOptions({
      queryKey: serviceKeys.validProperties(projectId, id),
      queryFn: ({ signal }) =>
        getJson<ValidServiceProperty[]>(`/project/${projectId}/getvalidpropertiesbyservice/${id}`, signal),
    }),
  /** POST property/getagreementtypesbypropertyids: the agreement types the chosen properties offer. */
  agreementTypes: (propertyIds: readonly number[]) =>
    queryOptions({
      queryKey: serviceKeys.agreementTypes(propertyIds),
      queryFn: () =>
        sendJson<AgreementTypeRef[]>('POST', '/property/getagreementtypesbypropertyids', propertyIds),
      enabled: propertyIds.length > 0,
    }),
  /** GET contact/getVofCrmContact: the default contact of Inspection, Education and Facilities services. */
  organisationContact: () =>
    queryOptions({
      queryKey: serviceKeys.organisationContact(),
      queryFn: ({ signal }) => getJson<CrmContact>('/contact/getVofCrmContact', signal),
      staleTime: 10 * 60_000,
    }),
};
