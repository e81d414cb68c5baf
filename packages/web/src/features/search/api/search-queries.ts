import { exportFileName, type SearchEntityType, type SearchMapPoints, type SearchResults } from '@app/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getFile, getJson, saveFile } from '../../../lib/api-client';
import { facetParams, type MapViewType, type SearchState, serverParams } from './search-state';

export const searchKeys = {
  all: ['search'] as const,
  results: (entityType: SearchEntityType, params: string) => [...searchKeys.all, entityType, params] as const,
};

export const searchQueries = {
  /** GET {EntityType}/search; the page shown stays while the next one loads. */
  results: <T extends SearchEntityType>(state: Omit<SearchState, 'view'> & { entityType: T }) => {
    const params = serverParams(state).toString();
    return queryOptions({
      queryKey: searchKeys.results(state.entityType, params),
      queryFn: ({ signal }) => getJson<SearchResults<T>>(`/${state.entityType}/search?${params}`, signal),
      placeholderData: keepPreviousData,
    });
  },
  /** GET {Property|Project}/searchMapPoints: every match's access point for the results' map (no page, no sort). */
  mapPoints: (state: Pick<SearchState, 'facets'> & { entityType: MapViewType }) => {
    const params = facetParams(state.entityType, state.facets).toString();
    return queryOptions({
      queryKey: [...searchKeys.results(state.entityType, params), 'mapPoints'] as const,
      queryFn: ({ signal }) =>
        getJson<SearchMapPoints>(`/${state.entityType}/searchMapPoints?${params}`, signal),
      placeholderData: keepPreviousData,
    });
  },
};

/** The ids of every match in the table's order, up to the export's cap (Export Results, Mail Merge Letters). */
export const resultIdsOf = (state: SearchState & { entityType: Exclude<SearchEntityType, 'Contact'> }) =>
  getJson<number[]>(`/${state.entityType}/searchResultIds?${serverParams(state, { paged: false })}`);

/**
 * Export Results: the ids of every match (in the table's order, up to the export's cap), then
 * POST {entityType}/exportsearchresults with them; the file is named by the answer's header.
 */
export const exportSearch = async (
  state: SearchState & { entityType: Exclude<SearchEntityType, 'Contact'> },
) => {
  const ids = await resultIdsOf(state);
  saveFile(
    await getFile(`/${state.entityType}/exportsearchresults`, {
      method: 'POST',
      body: ids,
      defaultFileName: exportFileName(state.entityType),
    }),
  );
};

/**
 * Send List to eTapestry: the CRM ids of every contact match in the table's order, up to the journal's
 * cap (ListLimits.journalContacts), not just the page shown.
 */
export const contactCrmIdsOf = (state: SearchState, signal?: AbortSignal) =>
  getJson<string[]>(`/Contact/searchResultIds?${serverParams(state, { paged: false })}`, signal);

/** Project Search's Export: GET project/exportsearchresults?ids=.. (a zip). */
export const exportProjects = async (ids: readonly number[]) =>
  saveFile(
    await getFile(`/project/exportsearchresults?ids=${ids.join(',')}`, {
      defaultFileName: exportFileName('Project'),
    }),
  );
