import type {
  InstrumentOwnerContacts,
  NewOwnerTask,
  OwnerContact,
  OwnerContactCreate,
  OwnerContactUpdate,
} from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/api-client';

export const ownerKeys = {
  all: ['owners'] as const,
  instrument: (instrumentId: number) => [...ownerKeys.all, 'instrument', instrumentId] as const,
  propertyTasks: (propertyId: number) => [...ownerKeys.all, 'propertyTasks', propertyId] as const,
};

export const ownerQueries = {
  /** GET instrument/{id}/ownerContacts: newest first, and the owners one may name. */
  instrument: (instrumentId: number) =>
    queryOptions({
      queryKey: ownerKeys.instrument(instrumentId),
      queryFn: ({ signal }) =>
        getJson<InstrumentOwnerContacts>(`/instrument/${instrumentId}/ownerContacts`, signal),
    }),
  /** GET property/{id}/newOwnerTasks: its new owners still to contact. */
  propertyTasks: (propertyId: number) =>
    queryOptions({
      queryKey: ownerKeys.propertyTasks(propertyId),
      queryFn: ({ signal }) => getJson<NewOwnerTask[]>(`/property/${propertyId}/newOwnerTasks`, signal),
    }),
};

/** An owner contact changes its card, the property's tasks and the home tile: every owner query is read again. */
const useOwnerMutation = <T, R>(send: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['home'] }),
      ]),
  });
};

export const useCreateOwnerContact = () =>
  useOwnerMutation((input: OwnerContactCreate) =>
    sendJson<OwnerContact>('POST', '/ownerContact/create', input),
  );

export const useUpdateOwnerContact = () =>
  useOwnerMutation((input: OwnerContactUpdate) =>
    sendJson<OwnerContact>('PUT', '/ownerContact/update', input),
  );

export const useDeleteOwnerContact = () =>
  useOwnerMutation(({ id, version }: { id: number; version: number }) =>
    sendJson<{ id: number }>('DELETE', `/ownerContact/delete/${id}?version=${version}`),
  );
