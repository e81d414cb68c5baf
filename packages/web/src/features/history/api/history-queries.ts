import { type HistoryEntity, type HistoryPage, HistoryPageSize } from '@app/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { projectKeyRoot } from '../../../lib/query-keys';

/** Under the project root: any change inside a project refreshes the history shown. */
export const historyKeys = {
  all: [...projectKeyRoot, 'history'] as const,
  page: (entity: HistoryEntity, id: number, page: number) => [...historyKeys.all, entity, id, page] as const,
};

export const historyQueries = {
  /** GET {entity}/{id}/history: one page, newest first. */
  page: (entity: HistoryEntity, id: number, page: number) =>
    queryOptions({
      queryKey: historyKeys.page(entity, id, page),
      queryFn: ({ signal }) =>
        getJson<HistoryPage>(`/${entity}/${id}/history?page=${page}&pageSize=${HistoryPageSize}`, signal),
      placeholderData: keepPreviousData,
    }),
};
