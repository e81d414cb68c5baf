import type {
  BuiltEnvironmentFeature,
  LatestPropertyLocality,
  LookupOption,
  PhotoPoint,
  ProjectProperty,
  Property,
  PropertyInspectionSchedule,
} from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const propertyKeys = {
  all: ['properties'] as const,
  projectLists: () => [...propertyKeys.all, 'project'] as const,
  projectList: (projectId: number) => [...propertyKeys.projectLists(), projectId] as const,
  latestLocality: (projectId: number) => [...propertyKeys.all, 'latestLocality', projectId] as const,
  details: () => [...propertyKeys.all, 'detail'] as const,
  detail: (propertyId: number) => [...propertyKeys.details(), propertyId] as const,
  features: (propertyId: number) => [...propertyKeys.all, 'features', propertyId] as const,
  photoPoints: (propertyId: number) => [...propertyKeys.all, 'photoPoints', propertyId] as const,
};

export const propertyQueries = {
  /** GET project/{id}/properties: status, calculated acres descending, id descending (spec 2 §9). */
  projectList: (projectId: number) =>
    queryOptions({
      queryKey: propertyKeys.projectList(projectId),
      queryFn: ({ signal }) => getJson<ProjectProperty[]>(`/project/${projectId}/properties`, signal),
    }),
  /** GET project/{id}/latestPropertyLocality: New Property's default primary locality; null when none. */
  latestLocality: (projectId: number) =>
    queryOptions({
      queryKey: propertyKeys.latestLocality(projectId),
      queryFn: async ({ signal }) =>
        (await getJson<LatestPropertyLocality | ''>(
          `/project/${projectId}/latestPropertyLocality`,
          signal,
        )) || null,
    }),
  /** GET property/{id}: the details with localities, instruments, services and development rights. */
  detail: (propertyId: number) =>
    queryOptions({
      queryKey: propertyKeys.detail(propertyId),
      queryFn: ({ signal }) => getJson<Property>(`/property/${propertyId}`, signal),
    }),
  /** GET property/{id}/builtEnvironmentFeatures: existing first, dwelling units descending, then id. */
  features: (propertyId: number) =>
    queryOptions({
      queryKey: propertyKeys.features(propertyId),
      queryFn: ({ signal }) =>
        getJson<BuiltEnvironmentFeature[]>(`/property/${propertyId}/builtEnvironmentFeatures`, signal),
    }),
  /** GET property/{id}/photoPoints: each point by name with its photos by year (a photo upload adds to it). */
  photoPoints: (propertyId: number) =>
    queryOptions({
      queryKey: propertyKeys.photoPoints(propertyId),
      queryFn: ({ signal }) => getJson<PhotoPoint[]>(`/property/${propertyId}/photoPoints`, signal),
    }),
  /**
   * GET property/{id}/inspectionSchedule (issue 12 §2). Under the detail's key, so a saved property
   * reads it again; read again on each visit, as an inspection is added on a service's page.
   */
  inspectionSchedule: (propertyId: number) =>
    queryOptions({
      queryKey: [...propertyKeys.detail(propertyId), 'inspectionSchedule'] as const,
      queryFn: ({ signal }) =>
        getJson<PropertyInspectionSchedule>(`/property/${propertyId}/inspectionSchedule`, signal),
      staleTime: 0,
    }),
};

/** A lookup value's name, or '' while the list loads. */
export const lookupName = (options: readonly LookupOption[] | undefined, id: number | null): string =>
  options?.find((option) => option.id === id)?.name ?? '';
