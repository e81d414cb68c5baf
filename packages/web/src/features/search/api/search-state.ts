import {
  defaultSort,
  facetsByType,
  InitialSearchPageSize,
  type SearchEntityType,
  type SearchFacetKey,
  SearchPageSizes,
  type SortDirection,
  searchEntityTypes,
} from '@app/domain';

/** How the results are shown (issue 19): the table, or the map above it for the types with places. */
export type SearchView = 'table' | 'map';
/** The types whose results have a map: their properties' access points. */
export const mapViewTypes = ['Property', 'Project'] as const satisfies readonly SearchEntityType[];
export type MapViewType = (typeof mapViewTypes)[number];
export const hasMapView = (type: SearchEntityType): type is MapViewType =>
  (mapViewTypes as readonly SearchEntityType[]).includes(type);

/** What a facet holds as typed or picked: its values as text, as the query string carries them. */
export type FacetDraft = Partial<Record<SearchFacetKey, string[]>>;

/** The whole search as the query string keeps it (spec 1 §2): reload, Back and a shared link restore it. */
export type SearchState = {
  entityType: SearchEntityType;
  currentPage: number;
  pageSize: number;
  sortBy: string;
  sortDirection: SortDirection;
  facets: FacetDraft;
  view: SearchView;
};

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

export const readSearchState = (params: URLSearchParams): SearchState => {
  const named = params.get('entityType');
  const entityType = searchEntityTypes.find((t) => t.toLowerCase() === named?.toLowerCase()) ?? 'Project';
  const pageSize = positive(params.get('pageSize'), InitialSearchPageSize);
  const facets: FacetDraft = {};
  for (const key of facetsByType[entityType]) {
    const values = params.getAll(key).filter((v) => v !== '');
    if (values.length) facets[key] = values;
  }
  const sort = defaultSort(entityType);
  const direction = params.get('sortDirection');
  return {
    entityType,
    currentPage: positive(params.get('currentPage'), 1),
    pageSize: (SearchPageSizes as readonly number[]).includes(pageSize) ? pageSize : InitialSearchPageSize,
    sortBy: params.get('sortBy') ?? sort.sortBy,
    sortDirection: direction === 'asc' || direction === 'desc' ? direction : sort.sortDirection,
    facets,
    view: params.get('view') === 'map' && hasMapView(entityType) ? 'map' : 'table',
  };
};

/** The facets' parameters: one entry per value, in the panel's order. */
export const facetParams = (entityType: SearchEntityType, facets: FacetDraft) => {
  const params = new URLSearchParams();
  for (const key of facetsByType[entityType])
    for (const value of facets[key] ?? []) if (value.trim() !== '') params.append(key, value.trim());
  return params;
};

export const hasFacets = (entityType: SearchEntityType, facets: FacetDraft) =>
  facetParams(entityType, facets).size > 0;

export const writeSearchState = (state: SearchState) => {
  const params = new URLSearchParams({ entityType: state.entityType });
  if (state.view === 'map' && hasMapView(state.entityType)) params.set('view', 'map');
  if (!hasFacets(state.entityType, state.facets)) return params;
  params.set('currentPage', String(state.currentPage));
  params.set('pageSize', String(state.pageSize));
  const sort = defaultSort(state.entityType);
  if (state.sortBy !== sort.sortBy || state.sortDirection !== sort.sortDirection) {
    params.set('sortBy', state.sortBy);
    params.set('sortDirection', state.sortDirection);
  }
  for (const [key, value] of facetParams(state.entityType, state.facets)) params.append(key, value);
  return params;
};

/** The server's query of a search: the facets, the page and the sort. */
export const serverParams = (state: Omit<SearchState, 'view'>, { paged = true } = {}) => {
  const params = facetParams(state.entityType, state.facets);
  if (paged) {
    params.set('currentPage', String(state.currentPage));
    params.set('pageSize', String(state.pageSize));
  }
  params.set('sortBy', state.sortBy);
  params.set('sortDirection', state.sortDirection);
  return params;
};
