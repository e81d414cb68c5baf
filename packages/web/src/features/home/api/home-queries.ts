import type {
  HomeCasesPage,
  HomeInstrumentsPage,
  HomeRequestsPage,
  HomeReviewsPage,
  HomeServicesPage,
  InspectionsDuePage,
  NameSearchResult,
  NewOwnerTasksPage,
  NotMonitoredPage,
} from '@app/domain';
import { HomePageSize } from '@app/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The home lists: the GET each tile's list comes from (spec 1 §7). */
export const homeListPaths = {
  services: '/staffleadservices',
  myReviews: '/Review/MyOpenReviews',
  instruments: '/staffleadinstruments',
  assignedReviews: '/Review/ReviewsAssignedByMe',
  // Issue 12 §2: the stewardship schedule's tile.
  inspections: '/stewardship/inspectionsDue',
  // Issue 21: the accreditation ledger's tile.
  notMonitored: '/stewardship/notMonitored',
  // Issue 33 §6: the open violation cases, mine and all.
  myCases: '/case/myOpenCases',
  allCases: '/case/openCases',
  // Issue 33 §5: owners' requests past their decision due date.
  requestsDue: '/ownerRequest/overdue',
  // Issue 33 §4: the new owners still to contact.
  newOwners: '/ownerContact/newOwners',
} as const;
export type HomeList = keyof typeof homeListPaths;

export type HomeListPages = {
  services: HomeServicesPage;
  myReviews: HomeReviewsPage;
  instruments: HomeInstrumentsPage;
  assignedReviews: HomeReviewsPage;
  inspections: InspectionsDuePage;
  notMonitored: NotMonitoredPage;
  myCases: HomeCasesPage;
  allCases: HomeCasesPage;
  requestsDue: HomeRequestsPage;
  newOwners: NewOwnerTasksPage;
};

/** The Go form's records and the name searches. */
export type QuickNavigationEntity = 'project' | 'instrument' | 'property' | 'service';

export const homeKeys = {
  all: ['home'] as const,
  list: (list: HomeList, page: number) => [...homeKeys.all, 'list', list, page] as const,
  nameSearch: (entity: 'project' | 'property', name: string) =>
    [...homeKeys.all, 'searchByName', entity, name] as const,
};

export const homeQueries = {
  /**
   * One page of a tile's list with the whole count. Read again each time the home page opens: the
   * user's work changes on every other page.
   */
  list: <L extends HomeList>(list: L, page = 1) =>
    queryOptions({
      queryKey: homeKeys.list(list, page),
      queryFn: ({ signal }) =>
        getJson<HomeListPages[L]>(`${homeListPaths[list]}?page=${page}&pageSize=${HomePageSize}`, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  /** GET project/searchByName or property/searchByName. */
  nameSearch: (entity: 'project' | 'property', name: string) =>
    queryOptions({
      queryKey: homeKeys.nameSearch(entity, name),
      queryFn: ({ signal }) =>
        getJson<NameSearchResult>(`/${entity}/searchByName?name=${encodeURIComponent(name)}`, signal),
    }),
};

/** GET {entity}/{id}/exists: the owning project id, or null when there is no such record. */
export const fetchOwningProject = (entity: QuickNavigationEntity, id: number) =>
  getJson<number | null>(`/${entity}/${id}/exists`);
