import {
  type LedgerPage,
  type LedgerSort,
  type LedgerTotals,
  ledgerSorts,
  type NotMonitoredPage,
} from '@app/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFile, getJson, saveFile } from '../../../lib/api-client';

/** What the ledger page shows, as its address holds it (so a link or Back returns to the same view). */
export type LedgerView = {
  staffLead?: number;
  locality?: number;
  agreementType?: number;
  sort: LedgerSort;
  direction: 'asc' | 'desc';
  page: number;
};

export const LedgerPageSize = 25;

const idOf = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;

/** The view of an address; anything unreadable falls back to the default rather than failing. */
export const ledgerViewOf = (params: URLSearchParams): LedgerView => {
  const sort = params.get('sort');
  return {
    staffLead: idOf(params.get('staffLead')),
    locality: idOf(params.get('locality')),
    agreementType: idOf(params.get('agreementType')),
    sort: (ledgerSorts as string[]).includes(sort ?? '') ? (sort as LedgerSort) : 'project',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: idOf(params.get('page')) ?? 1,
  };
};

/** The address of a view: only what differs from the default. */
export const ledgerParamsOf = (view: LedgerView) => {
  const params = new URLSearchParams();
  for (const key of ['staffLead', 'locality', 'agreementType'] as const)
    if (view[key] !== undefined) params.set(key, String(view[key]));
  if (view.sort !== 'project') params.set('sort', view.sort);
  if (view.direction !== 'asc') params.set('direction', view.direction);
  if (view.page !== 1) params.set('page', String(view.page));
  return params;
};

const filtersQuery = (view: LedgerView) => {
  const { page: _, ...filters } = view;
  return ledgerParamsOf({ ...filters, page: 1 }).toString();
};

export const stewardshipKeys = {
  all: ['stewardship'] as const,
  ledger: (view: LedgerView) => [...stewardshipKeys.all, 'ledger', view] as const,
  totals: (filters: string) => [...stewardshipKeys.all, 'ledgerTotals', filters] as const,
};

export const ledgerQueries = {
  /** GET stewardship/ledger: a page of easements with their five years and the totals. */
  page: (view: LedgerView) =>
    queryOptions({
      queryKey: stewardshipKeys.ledger(view),
      queryFn: ({ signal }) => {
        const params = ledgerParamsOf(view);
        params.set('page', String(view.page));
        params.set('pageSize', String(LedgerPageSize));
        return getJson<LedgerPage>(`/stewardship/ledger?${params}`, signal);
      },
      placeholderData: keepPreviousData,
    }),
  /** GET stewardship/ledger/totals: 'N of M' per year for the filters (not the sort or page). */
  totals: (view: LedgerView) => {
    const params = new URLSearchParams();
    for (const key of ['staffLead', 'locality', 'agreementType'] as const)
      if (view[key] !== undefined) params.set(key, String(view[key]));
    const filters = params.toString();
    return queryOptions({
      queryKey: stewardshipKeys.totals(filters),
      queryFn: ({ signal }) => getJson<LedgerTotals>(`/stewardship/ledger/totals?${filters}`, signal),
      placeholderData: keepPreviousData,
    });
  },
};

/** The ledger workbook of every easement the filters match. */
export const exportLedger = async (view: LedgerView) =>
  saveFile(
    await getFile(`/stewardship/ledger/export?${filtersQuery(view)}`, {
      defaultFileName: 'Accreditation-Ledger.xlsx',
    }),
  );

/** The accreditation 'Land Conservation Project List' for the three years ending with `throughYear`. */
export const exportProjectList = async (throughYear: number) =>
  saveFile(
    await getFile(`/stewardship/ledger/projectList?throughYear=${throughYear}`, {
      defaultFileName: 'Land-Conservation-Project-List.xlsx',
    }),
  );

export type { NotMonitoredPage };
