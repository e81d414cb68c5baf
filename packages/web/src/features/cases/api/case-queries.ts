import type {
  CaseAddedPhoto,
  CaseListItem,
  CaseRestrictionChoices,
  CaseSummary,
  ViolationCase,
} from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getFile, getJson, saveFile } from '../../../lib/api-client';

export const caseKeys = {
  all: ['cases'] as const,
  property: (propertyId: number) => [...caseKeys.all, 'property', propertyId] as const,
  detail: (id: number) => [...caseKeys.all, 'detail', id] as const,
  restrictions: (propertyId: number) => [...caseKeys.all, 'restrictions', propertyId] as const,
  instrument: (instrumentId: number) => [...caseKeys.all, 'instrument', instrumentId] as const,
  photoChoices: (id: number) => [...caseKeys.all, 'photoChoices', id] as const,
};

export const caseQueries = {
  /** GET property/{id}/cases: open ones first, then the newest discovery. */
  property: (propertyId: number) =>
    queryOptions({
      queryKey: caseKeys.property(propertyId),
      queryFn: ({ signal }) => getJson<CaseSummary[]>(`/property/${propertyId}/cases`, signal),
    }),
  /** GET instrument/{id}/cases: open ones first, each with its property. */
  instrument: (instrumentId: number) =>
    queryOptions({
      queryKey: caseKeys.instrument(instrumentId),
      queryFn: ({ signal }) => getJson<CaseListItem[]>(`/instrument/${instrumentId}/cases`, signal),
    }),
  /** GET property/{id}/caseRestrictions: the instruments covering it and their terms. */
  restrictions: (propertyId: number) =>
    queryOptions({
      queryKey: caseKeys.restrictions(propertyId),
      queryFn: ({ signal }) =>
        getJson<CaseRestrictionChoices>(`/property/${propertyId}/caseRestrictions`, signal),
    }),
  /** GET case/{id}: the case with its instruments, evidence and steps. */
  detail: (id: number) =>
    queryOptions({
      queryKey: caseKeys.detail(id),
      queryFn: ({ signal }) => getJson<ViolationCase>(`/case/${id}`, signal),
    }),
  /** GET case/{id}/photoChoices: the property's inspections' kept photos not yet its evidence. */
  photoChoices: (id: number) =>
    queryOptions({
      queryKey: caseKeys.photoChoices(id),
      queryFn: ({ signal }) => getJson<CaseAddedPhoto[]>(`/case/${id}/photoChoices`, signal),
    }),
};

/** GET case/{id}/report: the board's Word report, saved under the server's name. */
export const downloadCaseReport = async (caseId: number) =>
  saveFile(
    await getFile(`/case/${caseId}/report`, { defaultFileName: `ViolationCase-${caseId}-Report.docx` }),
  );
