import type { OwnerRequest, RequestChoices, RequestSummary } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export const requestKeys = {
  all: ['ownerRequests'] as const,
  property: (propertyId: number) => [...requestKeys.all, 'property', propertyId] as const,
  choices: (propertyId: number) => [...requestKeys.all, 'choices', propertyId] as const,
  detail: (id: number) => [...requestKeys.all, 'detail', id] as const,
};

export const requestQueries = {
  /** GET property/{id}/ownerRequests: undecided ones first, then the newest receipt. */
  property: (propertyId: number) =>
    queryOptions({
      queryKey: requestKeys.property(propertyId),
      queryFn: ({ signal }) => getJson<RequestSummary[]>(`/property/${propertyId}/ownerRequests`, signal),
    }),
  /** GET property/{id}/ownerRequestChoices: its Owner contacts and the instruments covering it. */
  choices: (propertyId: number) =>
    queryOptions({
      queryKey: requestKeys.choices(propertyId),
      queryFn: ({ signal }) => getJson<RequestChoices>(`/property/${propertyId}/ownerRequestChoices`, signal),
    }),
  /** GET ownerRequest/{id}: the request, its check against the property's rights, and its steps. */
  detail: (id: number) =>
    queryOptions({
      queryKey: requestKeys.detail(id),
      queryFn: ({ signal }) => getJson<OwnerRequest>(`/ownerRequest/${id}`, signal),
    }),
};
