import type { BuildingArea, ConservationPurpose, PartnershipGrant, ProtectionArea } from '@app/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/api-client';

/**
 * The instrument's child lists of spec 3 §2 that the Partnership Grants, Conservation Purposes,
 * Building/Activity Areas and Water Quality Protection Areas cards show, each with the generic
 * create/update/delete calls of spec 3 §7.
 */
type Children = {
  partnershipGrants: PartnershipGrant;
  conservationPurposes: ConservationPurpose;
  buildingActivityAreas: BuildingArea;
  waterQualityProtectionAreas: ProtectionArea;
};
export type InstrumentChildList = keyof Children;

const entityTypes: Record<InstrumentChildList, string> = {
  partnershipGrants: 'partnershipGrant',
  conservationPurposes: 'conservationPurpose',
  buildingActivityAreas: 'buildingActivityArea',
  waterQualityProtectionAreas: 'waterQualityProtectionArea',
};

export const instrumentDetailKeys = {
  all: ['instrumentDetails'] as const,
  list: (list: InstrumentChildList, instrumentId: number) =>
    [...instrumentDetailKeys.all, list, instrumentId] as const,
};

/** GET instrument/{id}/{list}, in the server's order (spec 3 §9). */
export const instrumentDetailQuery = <L extends InstrumentChildList>(list: L, instrumentId: number) =>
  queryOptions({
    queryKey: instrumentDetailKeys.list(list, instrumentId),
    queryFn: ({ signal }) => getJson<Children[L][]>(`/instrument/${instrumentId}/${list}`, signal),
  });

/** Create, update and delete of one list's records; each refreshes the list. */
export const useInstrumentDetailMutations = <L extends InstrumentChildList>(
  list: L,
  instrumentId: number,
) => {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: instrumentDetailKeys.list(list, instrumentId) });
  const entityType = entityTypes[list];
  return {
    create: useMutation({
      mutationFn: (input: object) => sendJson<Children[L]>('POST', `/${entityType}/create`, input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: { id: number; version: number }) =>
        sendJson<Children[L]>('PUT', `/${entityType}/update`, input),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        sendJson<{ id: number }>('DELETE', `/${entityType}/delete/${id}?version=${version}`),
      onSuccess,
    }),
  };
};
