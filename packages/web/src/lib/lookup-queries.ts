import type { LookupOption, LookupPath } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api-client';

/** Lookup lists hardly change while a page is open. */
const lookupStaleTime = 10 * 60_000;

export const lookupKeys = {
  all: ['lookups'] as const,
  list: (path: LookupPath) => [...lookupKeys.all, path] as const,
};

/**
 * One cache entry per lookup list, whichever feature asks. Lists include archived options (old records
 * still name them); forms offer the active ones through `offeredOptions`. `T` names a list's extra fields.
 */
export const lookupQuery = <T extends LookupOption = LookupOption>(path: LookupPath) =>
  queryOptions({
    queryKey: lookupKeys.list(path),
    queryFn: ({ signal }) => getJson<T[]>(`/${path}`, signal),
    staleTime: lookupStaleTime,
  });
